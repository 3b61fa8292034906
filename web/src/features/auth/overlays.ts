import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/**
 * The sign-in pop-up's code: a visitor's most likely next tap, which the app loads ahead when
 * the page is idle (app/warm-up.ts). The lazy component below asks for the same module, so it
 * then finds it loaded.
 */
export const loadSignInOverlay = () => import('./components/sign-in-overlay');

/** The overlays the auth feature draws (lazy: each loads on first open). */
export const authOverlays: OverlayRegistry = {
  signIn: lazyWithRetry(() => loadSignInOverlay().then((m) => ({ default: m.SignInOverlay }))),
  forgotPassword: lazyWithRetry(() =>
    import('./components/forgot-password-overlay').then((m) => ({ default: m.ForgotPasswordOverlay })),
  ),
  joinSubmitted: lazyWithRetry(() =>
    import('./components/join-submitted-overlay').then((m) => ({ default: m.JoinSubmittedOverlay })),
  ),
};
