import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the access feature draws (lazy: each loads on first open). */
export const accessOverlays: OverlayRegistry = {
  restriction: lazy(() =>
    import('./components/restriction-overlay').then((m) => ({ default: m.RestrictionOverlay })),
  ),
};
