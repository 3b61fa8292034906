import { loadSignInOverlay } from '../features/auth/overlays';
import { i18n } from '../shared/i18n/i18n';
import { whenFirstScreenSettled } from '../shared/lib/first-screen';
import { loadWithRetry } from '../shared/lib/load-with-retry';
import { tokenStorage } from '../shared/storage/app-storage';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Runs `task` once the page has loaded, the first screen is drawn (home: its first banner, which
 * comes after `load` since the app draws nothing before the access check) and the main thread
 * is idle (Safari: a little later).
 */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => {
    const idleWindow = window as IdleWindow;
    if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(task, { timeout: 5_000 });
    else setTimeout(task, 1_000);
  };
  const afterLoad = () => whenFirstScreenSettled(idle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * After the first screen, while nothing else happens: the sign-in pop-up's code and its texts,
 * so that the tap on Sign In paints the pop-up at once instead of waiting a round trip for its
 * chunk (click to next paint; on a throttled phone the wait was most of a second).
 * A few kilobytes, asked only when the network and the main thread are quiet, and only for a
 * visitor (a member with a stored session rarely signs in again).
 */
export function warmUpLikelyNext(): void {
  // The side drawer is not on the first screen but any visitor may open it next.
  // Through loadWithRetry: a warm-up tried offline would leave the chunk failed for the page.
  whenIdleAfterLoad(() => void loadWithRetry(() => import('./shell/side-drawer')).catch(() => undefined));
  if (tokenStorage.get()) return;
  whenIdleAfterLoad(() => {
    void loadWithRetry(loadSignInOverlay).catch(() => undefined);
    void i18n.loadNamespaces('auth').catch(() => undefined);
  });
}
