import { endpoints } from '@casino/contracts/registry';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../shared/storage/app-storage';
import { renderApp } from '../testing/render-app';
import { signInOnSimulator } from '../testing/render-overlay';
import { calledApiPaths, simControl } from '../testing/sim-control';
import { useSimulator } from '../testing/simulator';
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
/** The guard's calls, oldest first, as the simulator's journal saw them. */
const guardCalls = async () =>
  (await calledApiPaths()).reverse().filter((path) => !SHELL_BACKGROUND_PATHS.includes(path));

describe('route guard', () => {
  useSimulator();
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor from a member-only path to /login with the original path as backurl', async () => {
    const { router } = renderApp('/vault?tab=2', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('backurl')).toBe('/vault?tab=2');
    expect(screen.queryByText('Member vault')).not.toBeInTheDocument();
    // No token stored: nobody to ask about.
    expect(await guardCalls()).toEqual([]);
  });

  it('loads the user first and lets a member through', async () => {
    await signInOnSimulator();
    // Only what the app asks from here on.
    await simControl.call('clearJournal', {});
    renderApp('/vault', { routes });
    expect(await screen.findByText('Member vault')).toBeInTheDocument();
    expect(await guardCalls()).toEqual([`/api${endpoints.tokenInfo.path}`]);
  });

  it('treats -2 from token info as a visitor: token cleared, sent to /login', async () => {
    // A token the simulator does not know: token info answers -2.
    window.localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const { router } = renderApp('/vault', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?backurl=${encodeURIComponent('/vault')}`);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('waits for the user info on a public path, then shows it either way', async () => {
    // An unknown token: token info answers -2 (NOT_SIGNED_IN), after a latency fault.
    window.localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    await simControl.call('addFault', {
      pathPattern: `/api${endpoints.tokenInfo.path}`,
      latencyMs: 1500,
      count: 1,
    });
    renderApp('/join', { routes });
    expect((await screen.findAllByRole('status')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows a public path when the user info call fails on the network', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/aboutBtc', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto guide' })).toBeInTheDocument();
  });
});
