import { endpoints } from '@casino/contracts/registry';
import { AccessStatus } from '@casino/contracts/settings/enums';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCall } from '../testing/sim-control';
import { useSimulator } from '../testing/simulator';
import { hashPathname, prefetchFirstRoute } from './prefetch-first-route';
import { createAppQueryClient } from './providers';

const banners = [
  { id: 1, image: 11, mobileImage: 12, link: null, type: 0, gameId: 2, sortIndex: 1, enabled: 1 },
  { id: 2, image: 21, mobileImage: 22, link: null, type: 0, gameId: null, sortIndex: 2, enabled: 1 },
];

function preloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
}

/** The app's fetch, spied on over the simulator's: the paths in the order the calls left. */
function spyOnCalls() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () => spy.mock.calls.map(([input]) => String(input));
}

describe('start-up calls', () => {
  useSimulator();
  afterEach(() => {
    for (const link of preloads()) link.remove();
  });

  it('reads the path of a hash location', () => {
    expect(hashPathname('')).toBe('/');
    expect(hashPathname('#/')).toBe('/');
    expect(hashPathname('#/index?code=XYZ')).toBe('/index');
    expect(hashPathname('#/payment/stripe/return?x=1')).toBe('/payment/stripe/return');
  });

  it('on home: asks for access and banners side by side, then preloads the first banner first', async () => {
    await answerCall(endpoints.bannerListAll, { error: 0, data: banners });
    const calledPaths = spyOnCalls();
    const queryClient = createAppQueryClient();
    prefetchFirstRoute(queryClient, '/');
    // Both go out at once, before anything renders (no token: no session call).
    expect(calledPaths()).toEqual([
      `/api${endpoints.accessPolicy.path}`,
      `/api${endpoints.bannerListAll.path}`,
    ]);
    await waitFor(() => expect(preloads()).toHaveLength(1));
    const [link] = preloads();
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    // jsdom is 1024 px wide: the desktop image, at the size the carousel asks for.
    expect(link?.getAttribute('href')).toBe('/api/sys/file/get?id=11&width=1920&height=480');
    expect(queryClient.getQueryData(['access', 'policy'])).toEqual({
      status: AccessStatus.ALLOWED,
      url: null,
    });
  });

  it('elsewhere: the access check and the session only', async () => {
    // A token the simulator does not know (token info answers -2).
    window.localStorage.setItem('casino.token', 'token');
    const calledPaths = spyOnCalls();
    prefetchFirstRoute(createAppQueryClient(), '/join');
    await waitFor(() =>
      expect(calledPaths()).toEqual([
        `/api${endpoints.accessPolicy.path}`,
        `/api${endpoints.tokenInfo.path}`,
      ]),
    );
    expect(preloads()).toHaveLength(0);
  });
});
