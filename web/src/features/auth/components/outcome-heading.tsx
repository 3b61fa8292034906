import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of an outcome (activated, password changed). It takes focus when it appears, so
 * a screen reader reads it and the next step is one Tab away.
 */
export function OutcomeHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} className="auth-status__title focus-target" tabIndex={-1}>
      {children}
    </h2>
  );
}
