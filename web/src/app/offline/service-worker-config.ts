import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The service worker and the web app manifest, as vite-plugin-pwa builds them (web/vite.config.ts;
 * decision 066). Build-time configuration, kept here beside the worker's registration.
 */

/** The paths the simulator (or the operator's backend) answers: never the app's own page. */
export const SERVER_PATHS = ['/api', '/__sim', '/sim', '/openapi.json', '/docs'] as const;

/** The app's colours (shared/styles/global.css `--color-bg`, index.html's theme-color). */
const NAVY = '#0b1330';

/**
 * Which requests the worker answers with the app's page: navigations to the page itself (the
 * worker's folder, or index.html in it; every screen is a hash route under it). Anything else, the
 * simulator's and backend's paths included, is none of the worker's business. Workbox copies this
 * function's text into sw.js, so it names nothing outside itself.
 */
export function isAppPageNavigation({ request, url }: { request: Request; url: URL }): boolean {
  if (request.mode !== 'navigate') return false;
  const folder = new URL('./', self.location.href).pathname;
  if (!url.pathname.startsWith(folder)) return false;
  const rest = url.pathname.slice(folder.length);
  return rest === '' || rest === 'index.html';
}

/**
 * Code of the build that is not precached (the other languages' texts, PRECACHE_IGNORED), kept
 * once it has been fetched through the worker: a player's own language then opens offline too.
 * Only the build's own `assets/` folder; the simulator's pages have their own. Copied into sw.js
 * as text, like the function above.
 */
export function isBuildCode({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean {
  const folder = new URL('./', self.location.href).pathname;
  return sameOrigin && url.pathname.startsWith(`${folder}assets/`) && url.pathname.endsWith('.js');
}

/**
 * What the worker precaches: the build's code, styles, page and pictures (the icons included);
 * never the .br, .gz and .map files beside them. The plugin adds the manifest itself.
 */
export const PRECACHE_PATTERNS = ['**/*.{js,css,html,svg,png}'];

/**
 * Languages other than English (shared/i18n/i18n.ts SUPPORTED_LANGUAGES; a test keeps the two
 * in step), whose texts load as chunks named after the language (`assets/de-<hash>.js`): a
 * player reads one language, and the worker fetches its precache one file after another, so
 * nine languages' 170 files would double the time before it protects the page. English stays:
 * it is every language's fallback.
 */
export const NOT_PRECACHED_LANGUAGES = ['pt', 'es', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'] as const;
export const PRECACHE_IGNORED = [
  '**/node_modules/**/*',
  `**/assets/{${NOT_PRECACHED_LANGUAGES.join(',')}}-*.js`,
];

/** An app name short enough for a phone's home screen (about 12 characters show). */
export function shortName(siteName: string): string {
  return siteName.length <= 12 ? siteName : siteName.replace(/\s+casino$/i, '');
}

export function webAppManifest(siteName: string): Partial<ManifestOptions> {
  return {
    name: siteName,
    short_name: shortName(siteName),
    description: 'Online casino: slots, table games and live casino.',
    id: './',
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'any',
    background_color: NAVY,
    theme_color: NAVY,
    icons: [
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function serviceWorkerOptions(siteName: string): Partial<VitePWAOptions> {
  return {
    // main.tsx registers the worker itself once the first screen is drawn (register-service-worker.ts):
    // no registration script is injected into the page.
    injectRegister: false,
    strategies: 'generateSW',
    manifest: webAppManifest(siteName),
    // The icons are precached by PRECACHE_PATTERNS already.
    includeManifestIcons: false,
    workbox: {
      globPatterns: PRECACHE_PATTERNS,
      globIgnores: PRECACHE_IGNORED,
      // A new release's worker takes over once installed; the open page keeps the code it runs.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // The page always comes from the network while there is one (a fresh CSP nonce per answer,
      // the newest release); the precached copy only when the network fails.
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: isAppPageNavigation,
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
        {
          urlPattern: isBuildCode,
          handler: 'CacheFirst',
          // Hashed names never change content; a few releases' worth of one language at most.
          options: { cacheName: 'build-code-on-demand', expiration: { maxEntries: 120 } },
        },
      ],
    },
  };
}
