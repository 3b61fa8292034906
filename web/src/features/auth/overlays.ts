import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the auth feature draws (lazy: each loads on first open). */
export const authOverlays: OverlayRegistry = {
  signIn: lazy(() => import('./components/sign-in-overlay').then((m) => ({ default: m.SignInOverlay }))),
  signUp: lazy(() => import('./components/sign-up-overlay').then((m) => ({ default: m.SignUpOverlay }))),
  forgotPassword: lazy(() =>
    import('./components/forgot-password-overlay').then((m) => ({ default: m.ForgotPasswordOverlay })),
  ),
  joinSubmitted: lazy(() =>
    import('./components/join-submitted-overlay').then((m) => ({ default: m.JoinSubmittedOverlay })),
  ),
};
