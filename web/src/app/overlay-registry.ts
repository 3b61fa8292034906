import { accountOverlays } from '../features/account/overlays';
import { authOverlays } from '../features/auth/overlays';
import { contentOverlays } from '../features/content/overlays';
import { gamesOverlays } from '../features/games/overlays';
import { paymentsOverlays } from '../features/payments/overlays';
import { walletOverlays } from '../features/wallet/overlays';
import type { OverlayRegistry } from '../shared/overlays/overlay-registry-type';

export type { OverlayRegistry };

/**
 * The app composes the features' overlays: each feature lists its own in
 * `features/<feature>/overlays.ts` as lazy components, e.g.
 * `deposit: lazy(() => import('./components/deposit-overlay').then((m) => ({ default: m.DepositOverlay })))`;
 * the component takes `OverlayComponentProps<'deposit'>` and renders a `Modal` that calls `onClose`.
 */
export const overlayRegistry: OverlayRegistry = {
  ...accountOverlays,
  ...authOverlays,
  ...contentOverlays,
  ...gamesOverlays,
  ...paymentsOverlays,
  ...walletOverlays,
};
