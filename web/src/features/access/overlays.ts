import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the access feature draws (lazy: each loads on first open). */
export const accessOverlays: OverlayRegistry = {
  restriction: lazyWithRetry(() =>
    import('./components/restriction-overlay').then((m) => ({ default: m.RestrictionOverlay })),
  ),
};
