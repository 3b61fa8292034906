import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the member feature draws (lazy: each loads on first open). */
export const memberOverlays: OverlayRegistry = {
  personalDetails: lazyWithRetry(() =>
    import('./components/personal-details-overlay').then((m) => ({ default: m.PersonalDetailsOverlay })),
  ),
  changePassword: lazyWithRetry(() =>
    import('./components/change-password-overlay').then((m) => ({ default: m.ChangePasswordOverlay })),
  ),
};
