import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the invites feature draws (lazy: each loads on first open). */
export const invitesOverlays: OverlayRegistry = {
  inviteBonus: lazyWithRetry(() =>
    import('./components/invite-bonus-overlay').then((m) => ({ default: m.InviteBonusOverlay })),
  ),
};
