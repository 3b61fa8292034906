import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the account feature draws (lazy: each loads on first open). */
export const accountOverlays: OverlayRegistry = {
  personalDetails: lazy(() =>
    import('./components/personal-details-overlay').then((m) => ({ default: m.PersonalDetailsOverlay })),
  ),
  changePassword: lazy(() =>
    import('./components/change-password-overlay').then((m) => ({ default: m.ChangePasswordOverlay })),
  ),
  news: lazy(() => import('./components/news-overlay').then((m) => ({ default: m.NewsOverlay }))),
  contactUs: lazy(() =>
    import('./components/contact-us-overlay').then((m) => ({ default: m.ContactUsOverlay })),
  ),
  liveChat: lazy(() =>
    import('./components/live-chat-overlay').then((m) => ({ default: m.LiveChatOverlay })),
  ),
  languagePicker: lazy(() =>
    import('./components/language-picker-overlay').then((m) => ({ default: m.LanguagePickerOverlay })),
  ),
  promotionPopup: lazy(() =>
    import('./components/promotion-popup-overlay').then((m) => ({ default: m.PromotionPopupOverlay })),
  ),
  restriction: lazy(() =>
    import('./components/restriction-overlay').then((m) => ({ default: m.RestrictionOverlay })),
  ),
};
