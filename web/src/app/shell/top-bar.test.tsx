import { endpoints } from '@casino/contracts/registry';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/app-storage';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { createSessionUser } from '../../testing/session-user';

describe('shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Sign In and Sign Up to a visitor, with landmarks and the copyright', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/join');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Lucky Harbor Casino`,
    );
    expect(screen.getByRole('link', { name: 'Lucky Harbor Casino home' })).toHaveAttribute('href', '/');
  });

  it('shows a member the balance, Deposit and the menu, and signs out', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    const user = createSessionUser({ currency: 'USD', currencySymbol: '$', availableBalance: 1234.5 });
    mockApi([
      [endpoints.tokenInfo, { data: user }],
      [endpoints.logout, { data: null }],
    ]);
    renderApp('/');

    expect(await screen.findByText(/1,234\.50/)).toHaveTextContent('$');
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    const menu = screen.getByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
  });
});
