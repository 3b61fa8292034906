import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the vip feature draws (lazy: each loads on first open). */
export const vipOverlays: OverlayRegistry = {
  vipStore: lazyWithRetry(() =>
    import('./components/vip-store-overlay').then((m) => ({ default: m.VipStoreOverlay })),
  ),
};
