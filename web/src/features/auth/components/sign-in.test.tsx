import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays, openOverlay } from '../../../shared/overlays/overlay-store';
import { getSessionUserQueryOptions } from '../../../shared/session/api/get-session-user';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { dialogStore } from '../../../shared/ui/dialog-store';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderApp } from '../../../testing/render-app';
import { useSimulator } from '../../../testing/simulator';
import { expectToast, recordApiCalls } from '../testing/auth-test-kit';

// Scoped to the page: the top bar has a Sign In button of its own.
const signInButton = () => within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' });

describe('sign in', { timeout: 30_000 }, () => {
  useSimulator();
  afterEach(() => {
    closeAllOverlays();
    dialogStore.reset();
    toastStore.reset();
  });

  it('/login checks username then password, each toasted and under its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    const form = await screen.findByRole('textbox', { name: 'Username or e-mail' });
    await user.click(signInButton());
    await expectToast('Username / Email required');
    expect(form).toHaveAccessibleDescription('Username / Email required');
    expect(form).toHaveFocus();
    await user.type(form, 'demo');
    const password = screen.getByLabelText(/^Password/);
    await user.click(signInButton());
    await expectToast('password required');
    expect(password).toHaveAccessibleDescription('password required');
    expect(password).toHaveFocus();
  });

  it('toasts the server message when the password is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Username or e-mail' }), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    await expectToast('The username or password is incorrect');
  });

  it('/login signs in with Enter, stores the token and goes to the backurl', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, queryClient } = renderApp('/login?backurl=%2FbranchIndex%2Fhelp');
    await user.type(await screen.findByRole('textbox', { name: 'Username or e-mail' }), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234!');
    // The show/hide toggle reveals the password.
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await user.type(screen.getByLabelText(/^Password/), '{Enter}');
    await screen.findByRole('heading', { name: 'Help centre' });
    expect(router.state.location.pathname).toBe('/branchIndex/help');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeTruthy();
    expect(queryClient.getQueryData(getSessionUserQueryOptions().queryKey)).toMatchObject({
      username: 'demo',
    });
  });

  it('the pop-up signs in by e-mail, closes and sends nothing more', async () => {
    const user = userEvent.setup({ delay: null });
    // Any page without the home banner will do (its carousel library stubs window.matchMedia).
    const { queryClient } = renderApp('/branchIndex/help');
    await screen.findByRole('heading', { name: 'Help centre' });
    act(() => openOverlay('signIn'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Username or e-mail' }),
      'demo@luckyharbor.example',
    );
    await user.type(within(dialog).getByLabelText(/^Password/), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull();
    expect(queryClient.getQueryData(getSessionUserQueryOptions().queryKey)).toMatchObject({
      username: 'demo',
    });
  });

  it('forgot password: empty shows the username tip; success dialog, then back to the sign-in pop-up', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/branchIndex/help');
    await screen.findByRole('heading', { name: 'Help centre' });
    act(() => openOverlay('signIn'));
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    const calls = recordApiCalls();
    await user.click(within(forgot).getByRole('button', { name: 'Reset password' }));
    await expectToast('Username / Email required');
    expect(calls).toEqual([]);
    await user.type(within(forgot).getByRole('textbox', { name: 'Username or e-mail' }), 'demo');
    await user.click(within(forgot).getByRole('button', { name: 'Reset password' }));
    const sent = await screen.findByRole('alertdialog');
    expect(sent).toHaveTextContent('We have sent you an e-mail with a link to reset your password.');
    expect(calls.map((call) => call.path)).toEqual(['/api/sys/member/mail/forgot/send']);
    await user.click(within(sent).getByRole('button', { name: 'OK' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(signIn).getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
  });

  it('forgot password opened from /login goes back to the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(forgot).getByRole('button', { name: 'Back to login' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
