import { endpoints } from '@casino/contracts/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/config/paths';
import { changeLanguage } from '../../shared/i18n/i18n';
import { closeAllOverlays } from '../../shared/overlays/overlay-store';
import { STORAGE_KEYS } from '../../shared/storage/app-storage';
import { openFromDrawer, renderApp } from '../../testing/render-app';
import { signInOnSimulator } from '../../testing/render-overlay';
import { answerCall, simControl } from '../../testing/sim-control';
import { useSimulator } from '../../testing/simulator';
import { loadSideDrawer } from './app-layout';

/** The shell's background calls, answered as a quiet site would (overrides of the control plane). */
async function background() {
  await answerCall(endpoints.checkChatAvailable, { error: 0, data: false });
  await answerCall(endpoints.acquireSetting, { error: 0, data: '' });
}

/** The shell's top bar (pages may have banners of their own). */
const topBar = () => {
  const bar = document.querySelector<HTMLElement>('header.top-bar');
  if (!bar) throw new Error('No top bar');
  return bar;
};

/**
 * A member with $1,234.50 on the simulator (demo, or one the scenario creates), signed in, with
 * 3 unread news items.
 */
async function signedIn(member: { username?: string; vipLevel?: number } = {}) {
  const username = member.username ?? 'demo';
  await simControl.call('applyScenario', {
    scenario: {
      description: 'A member with 1,234.50 of cash and nothing else',
      members: [
        {
          username,
          ...(username === 'demo' ? {} : { password: 'Member1234!' }),
          currency: 'USD',
          cashBalance: 1234.5,
          bonusBalance: 0,
          ...(member.vipLevel ? { vipLevel: member.vipLevel } : {}),
        },
      ],
    },
  });
  await signInOnSimulator(username, username === 'demo' ? 'Demo1234!' : 'Member1234!');
  await background();
  await answerCall(endpoints.newsUnreadCount, { error: 0, data: 3 });
}

/**
 * The shell (top bar, footer, drawer) is on every page: these tests draw it around the light
 * not-found page, not home's lists and banners, which made a drawer test 8 s of a loaded
 * machine's 20 s; the first one is home's.
 */
describe('shell', { timeout: 20_000 }, () => {
  useSimulator();
  // The drawer is a chunk of its own, loaded on the first Menu: its module graph is loaded here,
  // once, so a test times what the drawer does, not a starved machine's first import of it.
  beforeAll(() => loadSideDrawer(), 60_000);
  afterEach(async () => {
    closeAllOverlays();
    // The language is the app's one i18next instance: back to English for the next test.
    await act(() => changeLanguage('en'));
  });

  it('offers Sign In and Sign Up to a visitor, with landmarks, footer and the copyright', async () => {
    await background();
    // Home: it also links to the deposit limits.
    renderApp('/');
    const bar = await screen.findByRole('link', { name: 'Lucky Harbor Casino home' }).then(topBar);
    expect(within(bar).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/join');
    expect(within(bar).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Lucky Harbor Casino`);
    expect(within(footer).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(
      within(footer).getByText(
        'Lucky Harbor Casino is operated by Lucky Harbor Entertainment N.V., licensed and regulated by the Curaçao Gaming Authority under licence number OGL/2024/1187/0452.',
      ),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Safer gambling' })).toHaveAttribute(
      'href',
      '/safer-gambling',
    );
    expect(within(footer).queryByRole('button', { name: 'Refer a friend' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lucky Harbor Casino home' })).toHaveAttribute('href', '/');
    // Player protection: home links to the deposit limits.
    expect(await screen.findByRole('link', { name: 'Set your deposit limits' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
  });

  it('shows a member the balance with the currency symbol, Deposit, Menu and Refer a friend', async () => {
    await signedIn();
    renderApp(paths.notFound);
    expect(await screen.findByText(/1,234\.50/)).toHaveTextContent('$');
    const bar = topBar();
    expect(within(bar).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Refer a friend' }),
    ).toBeInTheDocument();
  });

  it('opens the drawer with collapsed, mutually exclusive groups, the badge and unread news', async () => {
    await signedIn({ username: 'alice', vipLevel: 3 });
    renderApp(paths.notFound);
    await screen.findByText(/1,234\.50/);
    await userEvent.click(screen.getByRole('button', { name: /Menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(drawer).toHaveTextContent('alice');
    expect(within(drawer).getByText('Level: Gold')).toBeInTheDocument();
    const account = within(drawer).getByRole('button', { name: 'Account Settings' });
    const cashier = within(drawer).getByRole('button', { name: 'Cashier' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(cashier).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('button', { name: 'Personal Details' })).not.toBeInTheDocument();

    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Personal Details' })).toBeVisible();
    await userEvent.click(cashier);
    expect(cashier).toHaveAttribute('aria-expanded', 'true');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('button', { name: 'Personal Details' })).not.toBeInTheDocument();
    await userEvent.click(cashier);
    expect(cashier).toHaveAttribute('aria-expanded', 'false');

    expect(await within(drawer).findByText('3 unread')).toBeInTheDocument();
    for (const name of [
      'Invitation and Rewards',
      'Contact Us',
      'Withdrawal Rules',
      'Live Chat',
      'Responsible Gaming',
      'Safer Gambling',
      'Logout',
      'Language',
    ])
      expect(within(drawer).getByRole('button', { name })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Menu/ })).toHaveFocus();
  });

  it('shows a visitor Sign Up, Sign In and the language in the drawer', async () => {
    await background();
    renderApp(paths.notFound);
    await userEvent.click(await screen.findByRole('button', { name: /Menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('switches the language from the drawer: the texts, <html lang> and X-FE-LANG follow, after a reload too', async () => {
    await background();
    const first = renderApp(paths.notFound);
    await screen.findByRole('button', { name: /Menu/ });
    await openFromDrawer('Language');
    const picker = await screen.findByRole('dialog', { name: 'Choose your language' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Deutsch' }));
    expect(await within(topBar()).findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();

    // A reload: the page starts again from what is stored, and its calls say the language.
    first.unmount();
    const since = (await simControl.call('listJournal', { limit: 1 }))[0]?.id ?? 0;
    renderApp(paths.notFound);
    expect(await within(topBar()).findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    const callsAfterReload = async () =>
      (await simControl.call('listJournal', {})).filter(
        (entry) => entry.id > since && entry.method === 'POST',
      );
    await expect.poll(async () => (await callsAfterReload()).length).toBeGreaterThan(0);
    for (const call of await callsAfterReload()) expect(call.headers['x-fe-lang'], call.path).toBe('de');
  });

  it('logs out from the drawer: token and user dropped, back to a visitor', async () => {
    await signedIn();
    renderApp(paths.notFound);
    await screen.findByText(/1,234\.50/);
    await userEvent.click(screen.getByRole('button', { name: /Menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await within(topBar()).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
  });

  it('tells a failed logout with an alert, and still signs out', async () => {
    await signInOnSimulator();
    await background();
    await answerCall(endpoints.newsUnreadCount, { error: 0, data: 0 });
    await answerCall(endpoints.logout, { error: 500, message: 'Logout failed here' });
    renderApp(paths.notFound);
    await userEvent.click(await screen.findByRole('button', { name: /Menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const alert = await screen.findByRole('alertdialog');
    // A server fault (500) is told in the player's words, never with the server's own text.
    expect(alert).toHaveTextContent('Server is busy please try later');
    expect(screen.queryByText(/Logout failed here/)).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await within(topBar()).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
