import { AccessStatus } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../shared/api/api-client';
import { STORAGE_KEYS } from '../shared/storage/app-storage';
import { mockApi } from '../testing/mock-api';
import { App } from './app';

describe('App (hash router, gate and providers as in production)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the page named in the hash once access is allowed', async () => {
    window.location.hash = '#/branchIndex';
    mockApi([[endpoints.accessPolicy, { data: { status: AccessStatus.ALLOWED, url: null } }]]);
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/branchIndex/help'));
  });

  it('goes to /login with the way back when a call answers "not signed in"', async () => {
    window.location.hash = '#/article?id=7';
    window.localStorage.setItem(STORAGE_KEYS.token, 'stale');
    mockApi([
      [endpoints.accessPolicy, { data: { status: AccessStatus.ALLOWED, url: null } }],
      // Token info says "no user" without a redirect; a later member call's -2 redirects.
      [endpoints.tokenInfo, { error: -2, message: 'Please sign in' }],
      [endpoints.tokenRefresh, { error: -2, message: 'Please sign in' }],
    ]);
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/article?id=7');

    await expect(apiClient.call(endpoints.tokenRefresh, {})).rejects.toMatchObject({ code: -2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/login?backurl=${encodeURIComponent('/article?id=7')}`);
  });
});
