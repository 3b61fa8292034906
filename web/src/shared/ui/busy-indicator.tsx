interface BusyIndicatorProps {
  /** Read by screen readers; shown under the spinner unless `quiet`. */
  label: string;
  quiet?: boolean;
}

/** A spinner announced politely as a status (`<output>`); the one busy indicator of the app. */
export function BusyIndicator({ label, quiet = false }: BusyIndicatorProps) {
  return (
    <output className="busy-indicator" aria-live="polite" aria-busy="true">
      <span className="busy-indicator__spinner" aria-hidden="true" />
      <span className={quiet ? 'visually-hidden' : 'busy-indicator__label'}>{label}</span>
    </output>
  );
}
