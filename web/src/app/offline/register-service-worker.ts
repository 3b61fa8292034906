/**
 * Registers the service worker the build writes beside index.html (`sw.js`: vite-plugin-pwa's
 * Workbox worker, configured in ./service-worker-config.ts). It precaches
 * the app's shell and chunks, so a page opened before keeps working through a dropped network
 * and opens offline. Called once the first screen is drawn and the page is idle (main.tsx), never
 * in the boot path (decision 029): its install downloads the build, which must not compete with
 * the first paint. A plain script URL: no inline registration script, which the CSP would refuse.
 *
 * Updates need nothing here: a new release's worker takes over as soon as it is installed
 * (skipWaiting, clientsClaim) and the open page goes on with the code it has; the next load runs
 * the new release (decision 066).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Relative to the page, as every asset of the build is (`base: './'`): works from a sub-path.
  navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => {
    // No worker (a private window, storage refused): the app works as it did without one.
  });
}
