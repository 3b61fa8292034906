// First: no schema may parse before zod is told not to probe for eval (strict CSP).
import './shared/config/zod-without-eval';
import './shared/styles/global.css';
import './shared/styles/ui-kit.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/offline/register-service-worker';
import { hashPathname, prefetchFirstRoute } from './app/prefetch-first-route';
import { createAppQueryClient } from './app/providers';
import { isShellFreePath } from './app/routes';
import { warmUpLikelyNext, whenIdleAfterLoad } from './app/warm-up';
import { firstTextsLoaded } from './shared/i18n/i18n';
import { loadWithRetry } from './shared/lib/load-with-retry';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createAppQueryClient();
const firstPath = hashPathname(window.location.hash);
const firstCalls = prefetchFirstRoute(queryClient, firstPath);
/** A payment window: its page only, no demo panel, none of the site's screens warmed. */
const paymentWindow = isShellFreePath(firstPath);

/** Longest the boot's picture of home waits for the app's first screen to be ready. */
const READY_WAIT_MS = 1_500;

/**
 * When the boot script has drawn home (boot.ts), React's first render replaces that picture:
 * it waits until the access answer, the session, the banners and the texts are there, so its
 * first frame is home again rather than a spinner. Bounded by READY_WAIT_MS.
 */
function whenFirstScreenReady(): Promise<unknown> {
  // Only over the boot's picture of home: the loading state index.html draws is not worth waiting on.
  if (!container?.querySelector('.boot-shell')) return Promise.resolve();
  const wait = new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS));
  return Promise.race([Promise.all([firstCalls, firstTextsLoaded()]), wait]);
}

void whenFirstScreenReady().then(() => {
  const root = createRoot(container);
  // A transition: React renders the first screen in slices that yield to the browser, instead
  // of one long task that blocks input (Lighthouse's total blocking time). What is on
  // screen (the boot's picture of home, or index.html's loading state) stays until the whole
  // first screen commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  if (!paymentWindow) warmUpLikelyNext();
});

// The service worker (decision 066): its install downloads the build, so it waits for the first
// screen and an idle moment, like the warm-ups (the first-load budget, decision 029).
if (!paymentWindow) whenIdleAfterLoad(registerServiceWorker);

// The QA demo panel: dev and demo builds only. The dynamic import sits inside a condition the
// production build knows to be false, so Rollup drops the panel's chunk entirely. Asked for
// once the page has loaded and the main thread is idle: the panel's code never competes with
// the first screen (decision 024).
// Not in a payment window: a QA panel there would let the window start another deposit.
if ((import.meta.env.DEV || import.meta.env.VITE_DEMO_PANEL === 'true') && !paymentWindow) {
  whenIdleAfterLoad(() => {
    void loadWithRetry(() => import('./features/control-panel/mount-control-panel'))
      .then(({ mountControlPanel }) => mountControlPanel())
      // Its code cut off by a dropped network: the QA panel stays away until the next load.
      .catch(() => undefined);
  });
}
