import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the deposits feature draws (lazy: each loads on first open). */
export const depositsOverlays: OverlayRegistry = {
  deposit: lazyWithRetry(() =>
    import('./components/deposit-overlay').then((module) => ({ default: module.DepositOverlay })),
  ),
};
