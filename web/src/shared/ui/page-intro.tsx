import { type ReactNode, useId } from 'react';

interface PageIntroProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A page's heading and its one-line purpose; the page's content follows as children. */
export function PageIntro({ title, description, children }: PageIntroProps) {
  const headingId = useId();
  return (
    <section className="page" aria-labelledby={headingId}>
      <h1 id={headingId} className="page__title">
        {title}
      </h1>
      <p className="page__lead">{description}</p>
      {children}
    </section>
  );
}
