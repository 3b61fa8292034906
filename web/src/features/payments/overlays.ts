import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the payments feature draws (lazy: each loads on first open). */
export const paymentsOverlays: OverlayRegistry = {
  deposit: lazy(() =>
    import('./components/deposit-overlay').then((module) => ({ default: module.DepositOverlay })),
  ),
};
