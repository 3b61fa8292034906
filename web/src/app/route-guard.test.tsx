import { ApiErrorCode } from '@casino/contracts/envelope';
import { endpoints } from '@casino/contracts/registry';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../shared/storage/app-storage';
import { calledPaths, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { createSessionUser } from '../testing/session-user';
import { type AppRoute, appRoutes } from './routes';

// No member-only page exists yet: the guard is tested with a fake one.
const vaultRoute: AppRoute = {
  kind: 'page',
  path: '/vault',
  titleKey: 'routes.myAccountInfo',
  public: false,
  Component: () => <p>Member vault</p>,
};
const routes = [vaultRoute, ...appRoutes];

/** The shell's own background calls (chat availability, ad script, reality check), not the guard's. */
const SHELL_BACKGROUND_PATHS = [
  endpoints.checkChatAvailable.path,
  endpoints.acquireSetting.path,
  endpoints.protectionPlaySession.path,
].map((path) => `/api${path}`);
const guardCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  calledPaths(fetchMock).filter((path) => !SHELL_BACKGROUND_PATHS.includes(path));

describe('route guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor from a member-only path to /login with the original path as backurl', async () => {
    const fetchMock = mockApi([]);
    const { router } = renderApp('/vault?tab=2', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('backurl')).toBe('/vault?tab=2');
    expect(screen.queryByText('Member vault')).not.toBeInTheDocument();
    // No token stored: nobody to ask about.
    expect(guardCalls(fetchMock)).toEqual([]);
  });

  it('loads the user first and lets a member through', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    const user = createSessionUser();
    const fetchMock = mockApi([[endpoints.tokenInfo, { data: user }]]);
    renderApp('/vault', { routes });
    expect(await screen.findByText('Member vault')).toBeInTheDocument();
    expect(guardCalls(fetchMock)).toEqual([`/api${endpoints.tokenInfo.path}`]);
  });

  it('treats -2 from token info as a visitor: token cleared, sent to /login', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'expired');
    mockApi([[endpoints.tokenInfo, { error: ApiErrorCode.NOT_SIGNED_IN, message: 'Please sign in' }]]);
    const { router } = renderApp('/vault', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?backurl=${encodeURIComponent('/vault')}`);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('waits for the user info on a public path, then shows it either way', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    let answer: (value: { error: number }) => void = () => {};
    mockApi([
      [
        endpoints.tokenInfo,
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      ],
    ]);
    renderApp('/join', { routes });
    expect((await screen.findAllByRole('status')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer({ error: ApiErrorCode.NOT_SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows a public path when the user info call fails on the network', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/aboutBtc', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto guide' })).toBeInTheDocument();
  });
});
