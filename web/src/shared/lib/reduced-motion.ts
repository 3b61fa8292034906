/**
 * Whether the player's device asks for less motion (`prefers-reduced-motion: reduce`): moving
 * things then wait to be started (WCAG 2.3.3), as the stylesheets already keep them still.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
