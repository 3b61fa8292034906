import { accountOverlays } from '../features/account/overlays';
import { authOverlays } from '../features/auth/overlays';
import { contentOverlays } from '../features/content/overlays';
import { gamesOverlays } from '../features/games/overlays';
import { paymentsOverlays } from '../features/payments/overlays';
import { walletOverlays } from '../features/wallet/overlays';
import type { OverlayName } from '../shared/overlays/overlay-names';
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

/** Each overlay's feature namespace, from the registry's composition above. */
function namespaceOf(overlays: OverlayRegistry, namespace: string): Partial<Record<OverlayName, string>> {
  return Object.fromEntries(Object.keys(overlays).map((name) => [name, namespace]));
}

/**
 * The i18n namespace each overlay draws its texts from: most features' English loads on demand
 * (shared/i18n/message-files.ts), and the overlay host asks for it together with the overlay's
 * code rather than after it (one wait, not two).
 */
export const overlayNamespaces: Partial<Record<OverlayName, string>> = {
  ...namespaceOf(accountOverlays, 'account'),
  ...namespaceOf(authOverlays, 'auth'),
  ...namespaceOf(contentOverlays, 'content'),
  ...namespaceOf(gamesOverlays, 'games'),
  ...namespaceOf(paymentsOverlays, 'payments'),
  ...namespaceOf(walletOverlays, 'wallet'),
};
