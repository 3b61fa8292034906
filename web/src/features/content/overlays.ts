import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the content feature draws (lazy: each loads on first open). */
export const contentOverlays: OverlayRegistry = {
  legal: lazyWithRetry(() => import('./components/legal-overlay').then((m) => ({ default: m.LegalOverlay }))),
  banking: lazyWithRetry(() =>
    import('./components/info-overlays').then((m) => ({ default: m.BankingOverlay })),
  ),
  withdrawalRules: lazyWithRetry(() =>
    import('./components/info-overlays').then((m) => ({ default: m.WithdrawalRulesOverlay })),
  ),
  promotions: lazyWithRetry(() =>
    import('./components/info-overlays').then((m) => ({ default: m.PromotionsOverlay })),
  ),
  cryptoGuide: lazyWithRetry(() =>
    import('./components/crypto-guide-overlay').then((m) => ({ default: m.CryptoGuideOverlay })),
  ),
  promotionPopup: lazyWithRetry(() =>
    import('./components/promotion-popup-overlay').then((m) => ({ default: m.PromotionPopupOverlay })),
  ),
};
