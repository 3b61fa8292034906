import { type ReactNode, useId } from 'react';

/** One block of the panel: a heading that names the region, then its controls. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="control-panel__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="control-panel__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}
