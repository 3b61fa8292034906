/**
 * The polite live region that announces poll progress and results (spec: "poll progress and
 * results are announced"). Always rendered, so that screen readers pick up each change.
 */
export function LiveStatus({ message, className = '' }: { message: string; className?: string }) {
  return (
    <output className={`deposit-live ${className}`.trim()} aria-live="polite" aria-atomic="true">
      {message}
    </output>
  );
}
