import { endpoints } from '@casino/contracts/registry';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../shared/api/api-client';
import { closeAllOverlays, openOverlay } from '../../../shared/overlays/overlay-store';
import { pageReloader } from '../../../shared/session/api/refresh-session';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { dialogStore } from '../../../shared/ui/dialog-store';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';

/** Decision 067: a session that ends under the player says so and gives their place back. */

const SESSION_ENDED =
  'Your session has ended, so you have been signed out. Sign in again to continue where you left off.';
const HELP = '/branchIndex/help';

/** The simulator's sessions last 7 days: 40 days on, the token the app holds is refused (-2). */
const endSessionOnServer = () => simControl.call('changeClock', { advance: '40d' });

async function signInOnPage(user: ReturnType<typeof userEvent.setup>) {
  const main = screen.getByRole('main');
  await user.type(await within(main).findByRole('textbox', { name: 'Username or e-mail' }), 'demo');
  await user.type(within(main).getByLabelText(/^Password/), 'Demo1234!{Enter}');
}

describe('a session that ends', { timeout: 40_000 }, () => {
  useSimulator();
  beforeEach(() => {
    window.sessionStorage.clear();
    // The api client reads the way back from the address, as the app's hash router keeps it.
    window.location.hash = `#${HELP}`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      closeAllOverlays();
      dialogStore.reset();
      toastStore.reset();
    });
    window.sessionStorage.clear();
  });

  it('as Change Password is sent: /login says why, and signing in reopens the pop-up there, empty', async () => {
    const user = userEvent.setup({ delay: null });
    await signInOnSimulator();
    const { router } = renderApp(HELP);
    await screen.findByRole('heading', { name: 'Help centre' });
    act(() => openOverlay('changePassword'));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'Fresh5678!');
    await user.type(within(dialog).getByLabelText(/^Repeat new password/), 'Fresh5678!');
    await endSessionOnServer();
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_ENDED);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?backurl=${encodeURIComponent(HELP)}`);
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
    // What was kept holds no password.
    expect(window.sessionStorage.getItem('casino.sessionEnd')).not.toContain('Fresh5678!');

    await signInOnPage(user);
    const reopened = await screen.findByRole('dialog', { name: 'Change Password' });
    // The page's code may still be on its way: the router moves once it has arrived.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(HELP), { timeout: 10_000 });
    expect(within(reopened).getByLabelText(/^New password/)).toHaveValue('');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeTruthy();
    expect(window.sessionStorage.getItem('casino.sessionEnd')).toBeNull();
  });

  it('while a contact message is written: signing in gives the message back, in Contact Us', async () => {
    const user = userEvent.setup({ delay: null });
    const member = await signInOnSimulator();
    const { router } = renderApp(HELP);
    await screen.findByRole('heading', { name: 'Help centre' });
    act(() => openOverlay('contactUs'));
    const contact = await screen.findByRole('dialog', { name: 'Contact Us' });
    await user.type(within(contact).getByLabelText(/^Message/), 'Where is my cash-out?');
    await endSessionOnServer();
    // Any member call now finds the session gone, here the news count a page would ask.
    await expect(
      apiClient.call(endpoints.newsUnreadCount, { memberId: member.id }, { indicator: false }),
    ).rejects.toMatchObject({ code: -2 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });

    await signInOnPage(user);
    const reopened = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(reopened).getByLabelText(/^Message/)).toHaveValue('Where is my cash-out?');
    expect(within(reopened).getByLabelText(/^E-mail/)).toHaveValue(member.email);
  });

  it('is not announced to a visitor sent to /login', async () => {
    renderApp(`/login?backurl=${encodeURIComponent(HELP)}`);
    await screen.findByRole('textbox', { name: 'Username or e-mail' });
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
  });

  it('for a member the operator disabled: the reloaded page says why and offers support', async () => {
    const user = userEvent.setup({ delay: null });
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
    await signInOnSimulator();
    const first = renderApp(HELP);
    await screen.findByRole('heading', { name: 'Help centre' });
    await simControl.call('changeMember', { idOrUsername: 'demo', enabled: false });
    // A member call refused as ACCOUNT_DISABLED takes the session check (decision 035).
    act(() => openOverlay('changePassword'));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'Fresh5678!');
    await user.type(within(dialog).getByLabelText(/^Repeat new password/), 'Fresh5678!');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    // The reload, as the browser makes it: the old page's calls end with it (an answer landing
    // in the new app would move it), and a new app opens on the same address.
    first.unmount();
    await first.queryClient.cancelQueries();
    act(() => {
      closeAllOverlays();
      dialogStore.reset();
    });
    renderApp(HELP);
    const notice = await screen.findByRole('alertdialog', { name: 'Account disabled' });
    expect(notice).toHaveTextContent(
      'Your account has been disabled, so you have been signed out. Please contact our support team to find out why.',
    );
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Contact support' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    // Told once: an answer of the old page landing after its reload records nothing again.
    expect(window.sessionStorage.getItem('casino.sessionEnd')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
