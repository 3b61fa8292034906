import type { SessionUser } from '@casino/contracts/auth/schemas';
import type { RealityCheckMinutes } from '@casino/contracts/protection/schemas';
import { endpoints } from '@casino/contracts/registry';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { createAppApiClient } from '../../../shared/api/api-client';
import { closeAllOverlays, overlayStore } from '../../../shared/overlays/overlay-store';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { calledApiPaths, simControl } from '../../../testing/sim-control';
import { launchRealGameOnSimulator, playRoundOnSimulator, signedUsd } from '../../../testing/sim-games';
import { useSimulator } from '../../../testing/simulator';
import { RealityCheckWatcher } from './reality-check-watcher';

/** The simulator's clock runs two hours ahead of the browser's, as when QA moved it. */
const SERVER_AHEAD_MS = 2 * 60 * 60_000;
const MINUTE_MS = 60_000;
const SESSION_PATH = `/api${endpoints.protectionPlaySession.path}`;

function renderWatcher(user: SessionUser | null) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <RealityCheckWatcher user={user} /> }], {
    initialEntries: ['/games'],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

const sessionReads = async () => (await calledApiPaths()).filter((path) => path === SESSION_PATH).length;

/** The member's reminder interval, set as the protection screen does (a call of the member's). */
const setRealityCheck = (minutes: RealityCheckMinutes) =>
  createAppApiClient().call(endpoints.protectionSetRealityCheck, { minutes });

/** Time passes on both clocks: the simulator's (through the control plane) and the browser's fake one. */
async function elapse(ms: number) {
  await simControl.call('changeClock', { advanceMs: ms });
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The simulator's clock moves on alone (the browser's fake clock is not running yet). */
const moveServerClock = (ms: number) => simControl.call('changeClock', { advanceMs: ms });

/** Checks every 10 minutes, and this sign-in is 10 minutes old: a reminder is due now. */
async function reminderDue() {
  await setRealityCheck(10);
  await moveServerClock(10 * MINUTE_MS + 1_000);
}

describe('reality check', () => {
  useSimulator();
  let member: SessionUser;
  beforeEach(async () => {
    closeAllOverlays();
    await moveServerClock(SERVER_AHEAD_MS);
    member = await signInOnSimulator();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads on mount, again when the check is due on the server clock, then shows the reminder', async () => {
    // Checks every hour; $42.50 wagered in four rounds of a real slot since signing in.
    await setRealityCheck(60);
    const launchUrl = await launchRealGameOnSimulator(5);
    let net = 0;
    for (const bet of [20, 20, 2, 0.5]) {
      const round = await playRoundOnSimulator(launchUrl, bet);
      net += round.win - round.bet;
    }
    // The check falls due 20 s after the first read, on the server's clock.
    await moveServerClock(60 * MINUTE_MS - 20_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // When each read was sent, on the page's clock. Both clocks also move with real time (a
    // loaded machine's seconds between two steps), so the test reads what the page did, not
    // what it did by a given moment.
    const sentAt: number[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith(SESSION_PATH)) sentAt.push(Date.now());
      return realFetch(input, init);
    });
    renderWatcher(member);
    await waitFor(() => expect(sentAt).toHaveLength(1));

    // Due on the server's clock: the local clock (two hours behind) is not trusted. Read again
    // once, when due, well before the minute's read; one read too early would take a third to
    // show the reminder.
    await elapse(30_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(sentAt).toHaveLength(2);
    expect((sentAt[1] ?? 0) - (sentAt[0] ?? 0)).toBeLessThan(MINUTE_MS);
    expect(dialog).toHaveAccessibleDescription(/You have been playing for 1 hr 0 min/);
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(figure('Time played')).toBe('1 hr 0 min');
    expect(figure('Amount wagered')).toBe('$42.50');
    expect(figure('Net result')).toBe(signedUsd(Math.round(net * 100) / 100));
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    // It waits for an answer: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('reads at least once a minute, and on window focus; nothing is timed while checks are off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Reality checks are off (the seeded member's setting).
    renderWatcher(member);
    await waitFor(async () => expect(await sessionReads()).toBe(1));
    await elapse(5 * MINUTE_MS);
    expect(await sessionReads()).toBe(1);

    // The player turned checks on in another window: every 30 minutes, so due in 25 from now.
    await setRealityCheck(30);
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(async () => expect(await sessionReads()).toBe(2));
    // Due in 25 minutes: read again after a minute, not 25 (the server's clock may be moved).
    await elapse(59_000);
    expect(await sessionReads()).toBe(2);
    await elapse(1_500);
    await waitFor(async () => expect(await sessionReads()).toBe(3));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Continue acknowledges the check on the server and closes the reminder', async () => {
    await reminderDue();
    renderWatcher(member);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await calledApiPaths()).toContain(`/api${endpoints.protectionContinue.path}`);
    // The server took it: the next check is a whole interval away.
    const session = await createAppApiClient().call(endpoints.protectionPlaySession, {});
    expect(session.checkDue).toBe(false);
  });

  it('keeps Tab inside the reminder and opens the game history from it', async () => {
    await reminderDue();
    const openSpy = vi.spyOn(overlayStore, 'open');
    renderWatcher(member);
    const dialog = await screen.findByRole('alertdialog');
    const user = userEvent.setup();
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'View your game history' }));
    expect(openSpy).toHaveBeenCalledWith('gameHistory', {});
  });

  it('Log out signs out as the shell does and goes home', async () => {
    await reminderDue();
    const { router } = renderWatcher(member);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await calledApiPaths()).toContain(`/api${endpoints.logout.path}`);
    expect(tokenStorage.get()).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    tokenStorage.clear();
    const before = await calledApiPaths();
    renderWatcher(null);
    await act(() => Promise.resolve());
    expect(await calledApiPaths()).toEqual(before);
  });
});
