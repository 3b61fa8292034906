import type { ReactNode } from 'react';

/**
 * "18+" in a red ring beside the line that says the site is for adults: the footer's badge
 * (`small`) and the safer-gambling page's note (`large`).
 */
export function AdultsOnlyNote({ children, size }: { children: ReactNode; size: 'small' | 'large' }) {
  return (
    <p className={`adults-only adults-only--${size}`}>
      <span className="adults-only__mark" aria-hidden="true">
        18+
      </span>
      <span>{children}</span>
    </p>
  );
}
