/**
 * Code loaded on demand (a page, a pop-up, the side drawer, a language's texts) on a network
 * that drops for seconds, as a phone's does (decision 066).
 *
 * - Nothing is asked for while the browser says it is offline, unless the service worker
 *   controls the page (it answers the build's code from its precache): Chromium keeps a failed
 *   module fetch (an `import()` or a modulepreload of a shared chunk) as failed for the life of
 *   the page, so a doomed try would break that code until a reload. The load waits for `online`.
 * - A load that fails anyway (the network went before the browser noticed) is tried again with
 *   backoff, sooner when the browser comes back online; a stylesheet that failed with it is
 *   asked for again (Vite's preloader asks for each stylesheet once per page).
 * - React keeps a lazy component's failure for good: `lazyWithRetry` makes a fresh lazy
 *   component after one, so an error boundary's retry (or the next visit) loads anew.
 *
 * Once the service worker has precached the build, none of this is needed: it is the first
 * visit's safety net, and the worker's install is the lasting one.
 */

/** Waits between tries; the browser coming back online cuts a wait short. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1_000, 2_000, 4_000];

/**
 * Resolves at once when the build's code can be fetched (the browser is online, or the service
 * worker controls the page and answers from its copy), else at the browser's next `online`.
 */
export function whenCodeCanLoad(): Promise<void> {
  if (navigator.onLine !== false || navigator.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

function settled(link: HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}

/**
 * Asks again for the build's stylesheets that have no sheet (they failed, or are still on the
 * way: asking twice costs one request). Resolves true when every one of them arrived. Only the
 * build's own (its `assets/` folder): an operator's vendor stylesheet that fails is not ours to
 * wait for.
 */
export async function reloadFailedStylesheets(): Promise<boolean> {
  const buildAssets = new URL('assets/', document.baseURI).href;
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null && link.href.startsWith(buildAssets),
  );
  const arrivals = failed.map((link) => {
    const fresh = link.cloneNode() as HTMLLinkElement;
    const arrived = settled(fresh);
    link.replaceWith(fresh);
    return arrived;
  });
  return (await Promise.all(arrivals)).every(Boolean);
}

/** `load()`, never while offline, tried again after each delay of `delaysMs` when it fails. */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    await whenCodeCanLoad();
    try {
      // A retry's stylesheets first: the preloader would not ask for them again, and the code
      // must not draw before its styles are there.
      if (attempt > 0 && !(await reloadFailedStylesheets())) throw new Error('A stylesheet failed to load');
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      await pause(delay);
    }
  }
}
