import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the settings feature draws (lazy: each loads on first open). */
export const settingsOverlays: OverlayRegistry = {
  contactUs: lazy(() =>
    import('./components/contact-us-overlay').then((m) => ({ default: m.ContactUsOverlay })),
  ),
  liveChat: lazy(() =>
    import('./components/live-chat-overlay').then((m) => ({ default: m.LiveChatOverlay })),
  ),
  languagePicker: lazy(() =>
    import('./components/language-picker-overlay').then((m) => ({ default: m.LanguagePickerOverlay })),
  ),
};
