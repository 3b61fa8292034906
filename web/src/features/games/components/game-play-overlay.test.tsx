import type { PlaySession } from '@casino/contracts/entities/protection';
import { ApiErrorCode } from '@casino/contracts/envelope';
import { endpoints } from '@casino/contracts/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOverlay, overlayStore, useOpenOverlays } from '../../../shared/overlays/overlay-store';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { toastStore } from '../../../shared/ui/toast-store';
import { calledPaths, type MockAnswer, mockApi } from '../../../testing/mock-api';
import { createSessionUser } from '../../../testing/session-user';
import { createGame, renderWithOverlays, resetOverlays } from '../games-test-utils';

const LAUNCH_URL = '/sim/games/play?session=test';
const member = createSessionUser({ id: 7, availableBalance: 100 });

function OpenOverlayNames() {
  const open = useOpenOverlays();
  return <output data-testid="open-overlays">{open.map((entry) => entry.name).join(',')}</output>;
}

function answers(overrides: Partial<Record<keyof typeof endpoints, MockAnswer | (() => MockAnswer)>> = {}) {
  const defaults: Partial<Record<keyof typeof endpoints, MockAnswer | (() => MockAnswer)>> = {
    tokenInfo: { data: member },
    tokenRefresh: { data: member },
    gameGet: { data: createGame({ id: 5, name: 'Golden Reef' }) },
    checkBlock: { data: 1 },
    gameLaunchUrl: { data: LAUNCH_URL },
    gameTryPlayUrl: { data: LAUNCH_URL },
    protectionPlaySession: () => ({ data: playSession() }),
  };
  return Object.entries({ ...defaults, ...overrides }).map(
    ([name, answer]) => [endpoints[name as keyof typeof endpoints], answer] as const,
  ) as Array<[(typeof endpoints)[keyof typeof endpoints], MockAnswer | (() => MockAnswer)]>;
}

/** The simulator's clock, ahead of the browser's (QA moves it). */
const SERVER_AHEAD_MS = 90 * 60_000;
let sessionNet = -12.25;
/** This sign-in began 65 s ago on the server's clock. */
function playSession(): PlaySession {
  const serverNow = Date.now() + SERVER_AHEAD_MS;
  return {
    currency: 'USD',
    startTime: new Date(serverNow - 65_000).toISOString(),
    serverTime: new Date(serverNow).toISOString(),
    wagered: 40,
    net: sessionNet,
    realityCheckMinutes: 0,
    nextCheckTime: null,
    checkDue: false,
  };
}

const openNames = () => screen.getByTestId('open-overlays').textContent ?? '';

describe('game play popup', () => {
  beforeEach(() => resetOverlays());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('launches a real game for a member in a frame, Deposit in the header, loader until load', async () => {
    tokenStorage.set('token');
    const fetchMock = mockApi(answers());
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 0 }));
    const frame = await screen.findByTitle('Game: Golden Reef', {}, { timeout: 5000 });
    expect(frame).toHaveAttribute('src', LAUNCH_URL);
    expect(screen.getByRole('dialog', { name: 'Golden Reef' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByText('Loading the game…')).toBeInTheDocument();
    act(() => frame.dispatchEvent(new Event('load')));
    expect(screen.queryByText('Loading the game…')).not.toBeInTheDocument();
    // The pre-play block check came before the launch.
    const paths = calledPaths(fetchMock);
    expect(paths.indexOf('/api/sys/sysSetting/checkBlock')).toBeLessThan(
      paths.indexOf('/api/sys/game/getLaunchUrl'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(openNames()).toContain('deposit'));
  });

  it('asks for the channel by user agent and plays for fun without Deposit', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    );
    const fetchMock = mockApi(answers());
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 1 }));
    await screen.findByTitle('Game: Golden Reef', {}, { timeout: 5000 });
    const launch = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/getTryPlayUrl'));
    expect(String(launch?.[1]?.body)).toContain('channel=mobile');
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.getByText('Playing for fun')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('/api/sys/sysSetting/checkBlock');
  });

  it('checks the block every 3 s; a negative answer alerts, closes the game and opens cash-out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tokenStorage.set('token');
    let blocked = false;
    const fetchMock = mockApi(answers({ checkBlock: () => ({ data: blocked ? 0 : 1 }) }));
    const openSpy = vi.spyOn(overlayStore, 'open');
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 0 }));
    await screen.findByTitle('Game: Golden Reef', {}, { timeout: 5000 });
    const checks = () => calledPaths(fetchMock).filter((path) => path.endsWith('/checkBlock')).length;
    const before = checks();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(checks()).toBe(before + 1);
    // The member is reloaded with each check so the top bar balance follows the rounds.
    expect(calledPaths(fetchMock).filter((path) => path.endsWith('/token/info')).length).toBeGreaterThan(1);

    blocked = true;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(/held for a withdrawal/);
    expect(screen.queryByTitle('Game: Golden Reef')).not.toBeInTheDocument();
    // Closing refreshed the token.
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('/api/sys/auth/token/refresh'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('cashOut', {}));
    // No more checks once the game is closed.
    const after = checks();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(checks()).toBe(after);
  });

  it('does not launch when the pre-play check says blocked', async () => {
    tokenStorage.set('token');
    const fetchMock = mockApi(answers({ checkBlock: { data: 0 } }));
    const openSpy = vi.spyOn(overlayStore, 'open');
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 0 }));
    await screen.findByRole('alertdialog');
    expect(calledPaths(fetchMock)).not.toContain('/api/sys/game/getLaunchUrl');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('cashOut', {}));
  });

  it('sends a visitor who starts a real game to the sign-in popup', async () => {
    const openSpy = vi.spyOn(overlayStore, 'open');
    const fetchMock = mockApi(answers());
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 0 }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('signIn', {}));
    expect(calledPaths(fetchMock)).not.toContain('/api/sys/game/getLaunchUrl');
  });

  it('toasts the server message and closes the game when the launch fails', async () => {
    tokenStorage.set('token');
    mockApi(answers({ gameLaunchUrl: { error: 4001, message: 'Game under maintenance' } }));
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 0 }));
    expect(await screen.findByText('Game under maintenance')).toBeInTheDocument();
    await waitFor(() => expect(openNames()).toBe(''));
  });

  it('toasts game.launchFailed when the game cannot be loaded, serverBusy for a bad id', async () => {
    mockApi(answers({ gameGet: { error: 404, message: 'Not found' } }));
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 1 }));
    expect(await screen.findByText('Fail to launch game')).toBeInTheDocument();
    await waitFor(() => expect(openNames()).toBe(''));

    act(() => openOverlay('gamePlay', { id: Number.NaN, playForFun: 1 }));
    expect(await screen.findByText(/server is busy/i)).toBeInTheDocument();
    await waitFor(() => expect(openNames()).toBe(''));
  });

  it('shows the session time, ticking each second, and the net result, read again every 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tokenStorage.set('token');
    sessionNet = -12.25;
    const fetchMock = mockApi(answers());
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 0 }));
    const bar = await screen.findByRole('region', { name: 'Your session' }, { timeout: 5000 });
    const figure = (label: string) => within(bar).getByText(label).nextElementSibling?.textContent;
    // 65 s on the server's clock, whatever the browser's clock says.
    expect(figure('Time played')).toBe('01:05');
    expect(figure('Net result')).toBe('-$12.25');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(figure('Time played')).toBe('01:06');

    const reads = () => calledPaths(fetchMock).filter((path) => path.endsWith('/protection/session')).length;
    const before = reads();
    sessionNet = 5;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(reads()).toBe(before + 1);
    expect(figure('Net result')).toBe('+$5.00');
  });

  it('shows no session figures when playing for fun', async () => {
    const fetchMock = mockApi(answers());
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 1 }));
    await screen.findByTitle('Game: Golden Reef', {}, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Your session' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).some((path) => path.endsWith('/protection/session'))).toBe(false);
  });

  it('says a launch refused by a limit or a break in the player language, and closes', async () => {
    tokenStorage.set('token');
    toastStore.reset();
    mockApi(
      answers({
        gameLaunchUrl: {
          error: ApiErrorCode.PROTECTION_LIMIT_REACHED,
          message: 'Loss limit reached',
          data: { kind: 'LOSS', period: 'DAY', amount: 50, remaining: 0, resetTime: null, currency: 'USD' },
        },
      }),
    );
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: 5, playForFun: 0 }));
    const sentence =
      'This would go over your daily loss limit of $50.00. Nothing is left within this limit for now.';
    await waitFor(() => expect(toastStore.getSnapshot().map((item) => item.message)).toContain(sentence));
    expect(toastStore.getSnapshot().map((item) => item.message)).not.toContain('Loss limit reached');
    await waitFor(() => expect(openNames()).toBe(''));
    // Said once: the api client's toast and the pop-up's are the same sentence.
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual([sentence]);
  });
});
