import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the content feature draws (lazy: each loads on first open). */
export const contentOverlays: OverlayRegistry = {
  legal: lazy(() => import('./components/legal-overlay').then((m) => ({ default: m.LegalOverlay }))),
  banking: lazy(() => import('./components/info-overlays').then((m) => ({ default: m.BankingOverlay }))),
  withdrawalRules: lazy(() =>
    import('./components/info-overlays').then((m) => ({ default: m.WithdrawalRulesOverlay })),
  ),
  promotions: lazy(() =>
    import('./components/info-overlays').then((m) => ({ default: m.PromotionsOverlay })),
  ),
  cryptoGuide: lazy(() =>
    import('./components/crypto-guide-overlay').then((m) => ({ default: m.CryptoGuideOverlay })),
  ),
  promotionPopup: lazy(() =>
    import('./components/promotion-popup-overlay').then((m) => ({ default: m.PromotionPopupOverlay })),
  ),
};
