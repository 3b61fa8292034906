import { useLoadingOverlayVisible } from '../api/loading-indicator';

/**
 * Covers the page while indicated requests run (spec 01 section 2, "Other"): it takes pointer
 * input but never focus. The status region stays mounted so the label is read when it fills.
 */
export function LoadingOverlay({ label }: { label: string }) {
  const visible = useLoadingOverlayVisible();
  return (
    <>
      <output className="visually-hidden">{visible ? label : ''}</output>
      {visible && (
        <div className="loading-overlay" data-testid="loading-overlay" aria-hidden="true">
          <span className="busy-indicator__spinner" />
        </div>
      )}
    </>
  );
}
