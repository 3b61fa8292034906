import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../shared/i18n/i18n';
import {
  isAppPageNavigation,
  isBuildCode,
  NOT_PRECACHED_LANGUAGES,
  SERVER_PATHS,
  serviceWorkerOptions,
  shortName,
  webAppManifest,
} from './service-worker-config';

/** The worker's own address: its folder is its scope, `/` or a sub-path. */
function workerAt(url: string) {
  vi.stubGlobal('self', { location: new URL(url) });
}

const navigation = (url: string) => ({
  request: { mode: 'navigate' } as Request,
  url: new URL(url),
  sameOrigin: true,
});
const fetched = (url: string, sameOrigin = true) => ({
  request: { mode: 'cors' } as Request,
  url: new URL(url),
  sameOrigin,
});

describe('the service worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers only navigations to the app's page with it, never a server path", () => {
    workerAt('https://casino.example/sw.js');
    const answered = (path: string) => isAppPageNavigation(navigation(`https://casino.example${path}`));
    expect(['/', '/index.html?x=1#/games/slots'].filter(answered)).toHaveLength(2);
    const elsewhere = [...SERVER_PATHS.flatMap((path) => [path, `${path}/anything`]), '/sim/pay/frame?id=1'];
    expect(elsewhere.filter(answered)).toEqual([]);
    expect(isAppPageNavigation(fetched('https://casino.example/index.html'))).toBe(false);
  });

  it('works from a sub-path, as the build does (base ./)', () => {
    workerAt('https://cdn.example/casino/sw.js');
    const answered = (path: string) => isAppPageNavigation(navigation(`https://cdn.example${path}`));
    expect(['/casino/', '/casino/index.html', '/', '/casino/api/sys/auth/token/info'].map(answered)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const kept = (path: string) => isBuildCode(fetched(`https://cdn.example${path}`));
    expect(['/casino/assets/de-abc.js', '/assets/de-abc.js'].map(kept)).toEqual([true, false]);
  });

  it("keeps only the build's own code on demand: not the simulator's pages, not calls, not elsewhere", () => {
    workerAt('https://casino.example/sw.js');
    const kept = (path: string) => isBuildCode(fetched(`https://casino.example${path}`));
    expect(kept('/assets/de-abc12345.js')).toBe(true);
    const others = ['/sim/pay/assets/pay-page.js', '/sim/games/assets/slot.js', '/api/sys/auth/token/info'];
    expect(others.filter(kept)).toEqual([]);
    expect(isBuildCode(fetched('https://vendor.example/assets/widget.js', false))).toBe(false);
  });

  it('has no route that could answer /api or another server path from a cache', () => {
    workerAt('https://casino.example/sw.js');
    const { workbox } = serviceWorkerOptions('Lucky Harbor Casino');
    expect(workbox?.navigateFallback).toBeNull();
    const routes = workbox?.runtimeCaching ?? [];
    expect(routes).toHaveLength(2);
    for (const route of routes) {
      const matches = route.urlPattern as (options: ReturnType<typeof fetched>) => boolean;
      for (const path of SERVER_PATHS) {
        expect(matches(navigation(`https://casino.example${path}/x`))).toBe(false);
        expect(matches(fetched(`https://casino.example${path}/x.js`))).toBe(false);
      }
    }
    // The page itself: always from the network while there is one (a fresh nonce per answer).
    expect(routes[0]?.handler).toBe('NetworkOnly');
  });

  it('takes over as soon as a new release is installed, and drops the old precache', () => {
    const { workbox, injectRegister } = serviceWorkerOptions('Lucky Harbor Casino');
    expect(workbox).toMatchObject({ skipWaiting: true, clientsClaim: true, cleanupOutdatedCaches: true });
    // No registration script in the page: the CSP refuses inline scripts.
    expect(injectRegister).toBe(false);
  });

  it('precaches every language but English on demand only, in step with the languages the app has', () => {
    expect([...NOT_PRECACHED_LANGUAGES].sort()).toEqual(
      SUPPORTED_LANGUAGES.filter((language) => language !== 'en').sort(),
    );
  });

  it('names the installed app after the site, short enough for a home screen', () => {
    const { manifest } = serviceWorkerOptions('Lucky Harbor Casino');
    expect(manifest).toMatchObject({ name: 'Lucky Harbor Casino', short_name: 'Lucky Harbor' });
    expect(shortName('Spin City')).toBe('Spin City');
    expect(webAppManifest('Lucky Harbor Casino').icons?.some((icon) => icon.purpose === 'maskable')).toBe(
      true,
    );
  });
});
