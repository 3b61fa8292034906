import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the settings feature draws (lazy: each loads on first open). */
export const settingsOverlays: OverlayRegistry = {
  contactUs: lazyWithRetry(() =>
    import('./components/contact-us-overlay').then((m) => ({ default: m.ContactUsOverlay })),
  ),
  liveChat: lazyWithRetry(() =>
    import('./components/live-chat-overlay').then((m) => ({ default: m.LiveChatOverlay })),
  ),
  languagePicker: lazyWithRetry(() =>
    import('./components/language-picker-overlay').then((m) => ({ default: m.LanguagePickerOverlay })),
  ),
};
