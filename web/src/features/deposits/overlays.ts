import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the deposits feature draws (lazy: each loads on first open). */
export const depositsOverlays: OverlayRegistry = {
  deposit: lazy(() =>
    import('./components/deposit-overlay').then((module) => ({ default: module.DepositOverlay })),
  ),
};
