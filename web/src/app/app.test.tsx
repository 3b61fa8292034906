import { endpoints } from '@casino/contracts/registry';
import { AccessStatus } from '@casino/contracts/settings/enums';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../shared/api/api-client';
import { STORAGE_KEYS } from '../shared/storage/app-storage';
import { answerCall } from '../testing/sim-control';
import { useSimulator } from '../testing/simulator';
import { App } from './app';

/** The whole app, opened at `hash` with the access check allowing it. */
async function openAllowedAt(hash: string) {
  window.location.hash = hash;
  await answerCall(endpoints.accessPolicy, { error: 0, data: { status: AccessStatus.ALLOWED, url: null } });
  return render(<App />);
}

describe('App (hash router, gate and providers as in production)', () => {
  useSimulator();

  it('opens the page named in the hash once access is allowed', async () => {
    await openAllowedAt('#/branchIndex');
    // The first test also waits for the simulator and the lazy page's first compile.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help centre' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/branchIndex/help'));
  });

  it('sends an unknown path to #/404', async () => {
    await openAllowedAt('#/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/404'));
  });

  it('goes to /login with the way back when a call answers "not signed in"', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'stale');
    // The simulator knows no 'stale' token: token info says "no user" without a redirect; a
    // later member call's -2 redirects.
    await openAllowedAt('#/article?id=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/article?id=7');

    await expect(apiClient.call(endpoints.tokenRefresh, {})).rejects.toMatchObject({ code: -2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/login?backurl=${encodeURIComponent('/article?id=7')}`);
  });
});
