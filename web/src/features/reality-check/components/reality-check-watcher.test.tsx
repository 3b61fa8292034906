import type { PlaySession } from '@casino/contracts/entities/protection';
import { endpoints } from '@casino/contracts/registry';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { closeAllOverlays, overlayStore } from '../../../shared/overlays/overlay-store';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { calledPaths, mockApi } from '../../../testing/mock-api';
import { createSessionUser } from '../../../testing/session-user';
import { RealityCheckWatcher } from './reality-check-watcher';

const member = createSessionUser({ id: 7 });
/** The simulator's clock runs two hours ahead of the browser's, as when QA moved it. */
const SERVER_AHEAD_MS = 2 * 60 * 60_000;
const SESSION_PATH = `/api${endpoints.protectionPlaySession.path}`;

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const serverNow = () => Date.now() + SERVER_AHEAD_MS;

/** A play session as the server would answer now: an hour in, the next check `dueInMs` away. */
function sessionNow(patch: Partial<PlaySession> = {}, dueInMs = 20_000): PlaySession {
  return {
    currency: 'USD',
    startTime: iso(serverNow() - 60 * 60_000),
    serverTime: iso(serverNow()),
    wagered: 42.5,
    net: -12.25,
    realityCheckMinutes: 30,
    nextCheckTime: iso(serverNow() + dueInMs),
    checkDue: false,
    ...patch,
  };
}

function renderWatcher(user: typeof member | null = member) {
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

const sessionReads = (fetchMock: ReturnType<typeof mockApi>) =>
  calledPaths(fetchMock).filter((path) => path === SESSION_PATH).length;

describe('reality check', () => {
  beforeEach(() => {
    tokenStorage.set('token');
    closeAllOverlays();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads on mount, again when the check is due on the server clock, then shows the reminder', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let due = false;
    const fetchMock = mockApi([
      [endpoints.protectionPlaySession, () => ({ data: sessionNow({ checkDue: due }) })],
    ]);
    renderWatcher();
    await waitFor(() => expect(sessionReads(fetchMock)).toBe(1));

    // Due 20 s later on the server's clock: the local clock (two hours behind) is not trusted.
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(sessionReads(fetchMock)).toBe(1);
    due = true;
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(sessionReads(fetchMock)).toBe(2);

    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveAccessibleDescription(/You have been playing for 1 hr 0 min/);
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(figure('Time played')).toBe('1 hr 0 min');
    expect(figure('Amount wagered')).toBe('$42.50');
    expect(figure('Net result')).toBe('-$12.25');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    // It waits for an answer: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('reads at least once a minute, and on window focus; nothing is timed while checks are off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = sessionNow({ realityCheckMinutes: 0, nextCheckTime: null });
    const fetchMock = mockApi([[endpoints.protectionPlaySession, () => ({ data: answer })]]);
    renderWatcher();
    await waitFor(() => expect(sessionReads(fetchMock)).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(sessionReads(fetchMock)).toBe(1);

    // The player turned checks on in another window: coming back reads again.
    answer = sessionNow({}, 25 * 60_000);
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(sessionReads(fetchMock)).toBe(2));
    // Due in 25 minutes: read again after a minute, not 25 (the server's clock may be moved).
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(sessionReads(fetchMock)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(sessionReads(fetchMock)).toBe(3);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Continue acknowledges the check on the server and closes the reminder', async () => {
    const fetchMock = mockApi([
      [endpoints.protectionPlaySession, () => ({ data: sessionNow({ checkDue: true }) })],
      [endpoints.protectionContinue, () => ({ data: sessionNow({}, 30 * 60_000) })],
    ]);
    renderWatcher();
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calledPaths(fetchMock)).toContain(`/api${endpoints.protectionContinue.path}`);
  });

  it('keeps Tab inside the reminder and opens the game history from it', async () => {
    mockApi([[endpoints.protectionPlaySession, () => ({ data: sessionNow({ checkDue: true }) })]]);
    const openSpy = vi.spyOn(overlayStore, 'open');
    renderWatcher();
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
    const fetchMock = mockApi([
      [endpoints.protectionPlaySession, () => ({ data: sessionNow({ checkDue: true }) })],
      [endpoints.logout, { data: null }],
      [endpoints.tokenInfo, { error: -2, message: 'Please sign in' }],
    ]);
    const { router } = renderWatcher();
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calledPaths(fetchMock)).toContain(`/api${endpoints.logout.path}`);
    expect(tokenStorage.get()).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    const fetchMock = mockApi([]);
    renderWatcher(null);
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
