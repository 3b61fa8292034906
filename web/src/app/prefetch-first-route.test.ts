import { AccessStatus } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, mockApi } from '../testing/mock-api';
import { hashPathname, prefetchFirstRoute } from './prefetch-first-route';
import { createAppQueryClient } from './providers';

const banners = [
  { id: 1, image: 11, mobileImage: 12, link: null, type: 0, gameId: 2, sortIndex: 1, enabled: 1 },
  { id: 2, image: 21, mobileImage: 22, link: null, type: 0, gameId: null, sortIndex: 2, enabled: 1 },
];

function preloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
}

describe('start-up calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const link of preloads()) link.remove();
  });

  it('reads the path of a hash location', () => {
    expect(hashPathname('')).toBe('/');
    expect(hashPathname('#/')).toBe('/');
    expect(hashPathname('#/index?code=XYZ')).toBe('/index');
    expect(hashPathname('#/payment/stripe/return?x=1')).toBe('/payment/stripe/return');
  });

  it('on home: asks for access and banners side by side, then preloads the first banner first', async () => {
    const fetchMock = mockApi([
      [endpoints.accessPolicy, { data: { status: AccessStatus.ALLOWED, url: null } }],
      [endpoints.bannerListAll, { data: banners }],
    ]);
    const queryClient = createAppQueryClient();
    prefetchFirstRoute(queryClient, '/');
    // Both go out at once, before anything renders (no token: no session call).
    expect(calledPaths(fetchMock)).toEqual([
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
    window.localStorage.setItem('casino.token', 'token');
    const fetchMock = mockApi([
      [endpoints.accessPolicy, { data: { status: AccessStatus.ALLOWED, url: null } }],
      [endpoints.tokenInfo, { error: -2, message: 'Please sign in' }],
    ]);
    prefetchFirstRoute(createAppQueryClient(), '/join');
    await waitFor(() =>
      expect(calledPaths(fetchMock)).toEqual([
        `/api${endpoints.accessPolicy.path}`,
        `/api${endpoints.tokenInfo.path}`,
      ]),
    );
    expect(preloads()).toHaveLength(0);
  });
});
