import { endpoints } from '@casino/contracts/registry';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { useSimulator } from '../../../testing/simulator';
import { apiClient } from '../../api/api-client';
import { tokenStorage } from '../../storage/app-storage';
import { sessionEnd } from '../session-end';
import { getSessionUserQueryOptions } from './get-session-user';
import { pageReloader, refreshSession, storeSessionUser } from './refresh-session';

/**
 * A player was once signed out right after paying: the pop-up's close refreshed the token
 * and a call sent a moment before with the old token answered -2. These fire a refresh and five
 * calls at once through the app's real api client against the simulator.
 */
async function signIn() {
  const user = await apiClient.call(endpoints.login, {
    username: 'demo',
    password: 'Demo1234!',
    type: 'MEMBER',
  });
  tokenStorage.set(user.token);
  return user;
}

function fiveCalls(memberId: number) {
  return [
    apiClient.call(endpoints.tokenInfo, {}, { indicator: false }),
    apiClient.call(endpoints.memberDepositConfig, {}, { indicator: false }),
    apiClient.call(endpoints.withdrawConfig, {}, { indicator: false }),
    apiClient.call(endpoints.creditcardBillingInfo, {}, { indicator: false }),
    apiClient.call(endpoints.newsUnreadCount, { memberId }, { indicator: false }),
  ];
}

function expectStillSignedIn(queryClient: QueryClient, startHash: string) {
  expect(window.location.hash).toBe(startHash);
  expect(tokenStorage.get()).toBe(queryClient.getQueryData(getSessionUserQueryOptions().queryKey)?.token);
}

describe.each([
  ['a backend that keeps a replaced token for 30 s (the simulator)', '30'],
  ['a backend that revokes a replaced token at once', '0'],
])('refresh racing other calls, against %s', (_, graceSeconds) => {
  useSimulator({ env: { SIM_TOKEN_GRACE_SECONDS: graceSeconds } });
  let fetchSpy: MockInstance<typeof fetch>;

  beforeEach(() => {
    window.location.hash = '#/';
    tokenStorage.clear();
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  it('never signs the player out: every call succeeds with the old or the new token', async () => {
    const queryClient = new QueryClient();
    const user = await signIn();
    const results = await Promise.allSettled([refreshSession(queryClient), ...fiveCalls(user.id)]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(tokenStorage.get()).not.toBe(user.token);
    expectStillSignedIn(queryClient, '#/');
  });

  it('two refreshes at once share one call to token/refresh', async () => {
    const queryClient = new QueryClient();
    await signIn();
    const [first, second] = await Promise.all([refreshSession(queryClient), refreshSession(queryClient)]);
    expect(first?.token).toBe(second?.token);
    const refreshCalls = fetchSpy.mock.calls.filter(([url]) =>
      String(url).endsWith(endpoints.tokenRefresh.path),
    );
    expect(refreshCalls).toHaveLength(1);
    expectStillSignedIn(queryClient, '#/');
  });

  it('a real -2 (signed out elsewhere) still goes to /login', async () => {
    const queryClient = new QueryClient();
    const user = await signIn();
    await apiClient.call(endpoints.logout, {});
    tokenStorage.set(user.token);
    window.location.hash = '#/article?id=3';
    await expect(apiClient.call(endpoints.memberDepositConfig, {})).rejects.toMatchObject({ code: -2 });
    expect(window.location.hash).toBe(`#/login?backurl=${encodeURIComponent('/article?id=3')}`);
    expect(tokenStorage.get()).toBeNull();
    expect(await refreshSession(queryClient)).toBeNull();
  });
});

describe('a member the operator disabled', () => {
  useSimulator();
  afterEach(() => {
    vi.restoreAllMocks();
    tokenStorage.clear();
    window.sessionStorage.clear();
  });

  it('two checks that both answer enabled 0 record the end and reload once', async () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
    const queryClient = new QueryClient();
    const disabled = { ...(await signIn()), enabled: 0 as const };
    expect(storeSessionUser(queryClient, disabled)).toBeNull();
    expect(sessionEnd.pendingNotice()).toBe('disabled');
    // The reloaded page tells it: a check of the old page answering after that says nothing more.
    sessionEnd.noticeTold();
    expect(storeSessionUser(queryClient, disabled)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionEnd.pendingNotice()).toBeNull();
  });
});
