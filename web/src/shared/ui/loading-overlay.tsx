import { useLoadingOverlayVisible } from '../api/loading-indicator';
import { BusyIndicator } from './busy-indicator';

/** Covers the page while indicated requests run (spec 01 section 2, "Other"). */
export function LoadingOverlay({ label }: { label: string }) {
  const visible = useLoadingOverlayVisible();
  if (!visible) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <BusyIndicator label={label} quiet />
    </div>
  );
}
