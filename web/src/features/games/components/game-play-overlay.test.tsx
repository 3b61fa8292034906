import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { GAME_ESCAPE_MESSAGE_TYPE, GAME_ROUND_MESSAGE_TYPE } from '@casino/contracts/games/schemas';
import { endpoints } from '@casino/contracts/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppApiClient } from '../../../shared/api/api-client';
import { openOverlay, overlayStore, useOpenOverlays } from '../../../shared/overlays/overlay-store';
import { getSessionUserQueryOptions } from '../../../shared/session/api/get-session-user';
import { pageReloader } from '../../../shared/session/api/refresh-session';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { toastStore } from '../../../shared/ui/toast-store';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, calledApiPaths, simControl } from '../../../testing/sim-control';
import { playRoundOnSimulator, signedUsd } from '../../../testing/sim-games';
import { useSimulator } from '../../../testing/simulator';
import { renderWithOverlays, resetOverlays } from '../games-test-utils';

/** Seeded games: 5 a real-money slot, 1 a slot free to try, 37 switched off (fixtures/games). */
const REAL_GAME = 5;
const FUN_GAME = 1;
const DISABLED_GAME = 37;
const GAME_PAGE_URL = /^\/sim\/games\/play\?session=[^&]+$/;

function OpenOverlayNames() {
  const open = useOpenOverlays();
  return <output data-testid="open-overlays">{open.map((entry) => entry.name).join(',')}</output>;
}

const openNames = () => screen.getByTestId('open-overlays').textContent ?? '';

/** The simulator's clock, ahead of the browser's (QA moves it). */
const SERVER_AHEAD_MS = 90 * 60_000;

/** The calls the app made, oldest first, from the simulator's journal. */
const calledInOrder = async () => (await calledApiPaths()).reverse();
const callsOf = async (path: string) => (await calledApiPaths()).filter((called) => called === `/api${path}`);

/** The seeded game's name, as the simulator answers it. */
const gameName = async (id: number) => (await createAppApiClient().call(endpoints.gameGet, { id })).name;

/** A message as the window receives it, from `source` on `origin` (the game page posts these). */
const postToApp = (type: string, init: MessageEventInit) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data: { type }, ...init })));

/** A member held for a withdrawal opens a real game: the pre-play check alerts. */
async function openGameWhileBlocked() {
  await signInOnSimulator();
  await simControl.call('changeMember', { idOrUsername: 'demo', blocked: true });
  const openSpy = vi.spyOn(overlayStore, 'open');
  renderWithOverlays(<OpenOverlayNames />);
  act(() => openOverlay('gamePlay', { id: REAL_GAME, playForFun: 0 }));
  await screen.findByRole('alertdialog', { name: 'Real-money games paused' });
  return openSpy;
}

/** mm:ss, as the session bar shows the time played. */
const minutesSeconds = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

describe('game play popup', () => {
  useSimulator();
  beforeEach(() => {
    resetOverlays();
    toastStore.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('launches a real game for a member in a frame, Deposit in the header, loader until load', async () => {
    await signInOnSimulator();
    const name = await gameName(REAL_GAME);
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: REAL_GAME, playForFun: 0 }));
    const frame = await screen.findByTitle(`Game: ${name}`);
    expect(frame.getAttribute('src')).toMatch(GAME_PAGE_URL);
    expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByText('Loading the game…')).toBeInTheDocument();
    act(() => frame.dispatchEvent(new Event('load')));
    expect(screen.queryByText('Loading the game…')).not.toBeInTheDocument();
    // The pre-play block check came before the launch.
    const paths = await calledInOrder();
    expect(paths).toContain('/api/sys/sysSetting/checkBlock');
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
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: FUN_GAME, playForFun: 1 }));
    const frame = await screen.findByTitle(/^Game: /);
    expect(frame.getAttribute('src')).toMatch(GAME_PAGE_URL);
    const [launch] = await simControl.call('listJournal', { path: endpoints.gameTryPlayUrl.path });
    expect(launch?.body).toMatchObject({ channel: 'mobile' });
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.getByText('Playing for fun')).toBeInTheDocument();
    expect(await calledApiPaths()).not.toContain('/api/sys/sysSetting/checkBlock');
  });

  it('checks the block every 3 s; a negative answer alerts, closes the game and opens cash-out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInOnSimulator();
    const openSpy = vi.spyOn(overlayStore, 'open');
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: REAL_GAME, playForFun: 0 }));
    const frame = await screen.findByTitle(/^Game: /);
    const checks = async () => (await callsOf(endpoints.checkBlock.path)).length;
    const before = await checks();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await checks()).toBe(before + 1);
    // The member is reloaded with each check so the top bar balance follows the rounds.
    await waitFor(async () => expect((await callsOf(endpoints.tokenInfo.path)).length).toBeGreaterThan(1));

    // QA holds the member for a withdrawal: the next check answers "blocked".
    await simControl.call('changeMember', { idOrUsername: 'demo', blocked: true });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    // A short title, the sentence in the body (not the whole sentence as the title).
    const alert = await screen.findByRole('alertdialog', { name: 'Real-money games paused' });
    expect(alert).toHaveAccessibleDescription(/held for a withdrawal/);
    expect(frame).not.toBeInTheDocument();
    // Closing refreshed the token.
    await waitFor(async () => expect(await calledApiPaths()).toContain('/api/sys/auth/token/refresh'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('cashOut', {}));
    // No more checks once the game is closed.
    const after = await checks();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(await checks()).toBe(after);
  });

  it('a member disabled mid-game takes the spec path: token cleared, page reloaded, no sign-in over the game', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInOnSimulator();
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
    const openSpy = vi.spyOn(overlayStore, 'open');
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: REAL_GAME, playForFun: 0 }));
    await screen.findByTitle(/^Game: /);
    // QA disables the member; the next block check is refused.
    await simControl.call('changeMember', { idOrUsername: 'demo', enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(tokenStorage.get()).toBeNull();
    // Token info told it (enabled 0), not a -2 sending the player to /login.
    const [info] = await simControl.call('listJournal', { path: endpoints.tokenInfo.path });
    expect(info?.answer).toMatchObject({ enabled: 0 });
    expect(window.location.hash).not.toMatch(/login/);
    expect(openSpy).not.toHaveBeenCalledWith('signIn', expect.anything());
    expect(document.querySelectorAll('.toast__message')).toHaveLength(0);
  });

  it('does not launch when the pre-play check says blocked', async () => {
    const openSpy = await openGameWhileBlocked();
    expect(await calledApiPaths()).not.toContain('/api/sys/game/getLaunchUrl');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('cashOut', {}));
  });

  it('sends a visitor who starts a real game to the sign-in popup', async () => {
    const openSpy = vi.spyOn(overlayStore, 'open');
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: REAL_GAME, playForFun: 0 }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('signIn', {}));
    expect(await calledApiPaths()).not.toContain('/api/sys/game/getLaunchUrl');
  });

  it('toasts the server message and closes the game when the launch fails', async () => {
    await signInOnSimulator();
    renderWithOverlays(<OpenOverlayNames />);
    // A game switched off in the catalogue: the simulator refuses its launch.
    act(() => openOverlay('gamePlay', { id: DISABLED_GAME, playForFun: 0 }));
    await waitFor(async () => expect(await calledApiPaths()).toContain('/api/sys/game/getLaunchUrl'));
    const [launch] = await simControl.call('listJournal', { path: endpoints.gameLaunchUrl.path });
    expect(launch?.error).toBe(ApiErrorCode.GAME_UNAVAILABLE);
    expect(await screen.findByText(launch?.message ?? '')).toBeInTheDocument();
    await waitFor(() => expect(openNames()).toBe(''));
  });

  it('toasts game.launchFailed when the game cannot be loaded, serverBusy for a bad id', async () => {
    renderWithOverlays(<OpenOverlayNames />);
    // No such game in the catalogue.
    act(() => openOverlay('gamePlay', { id: 999_999, playForFun: 1 }));
    expect(await screen.findByText('Fail to launch game')).toBeInTheDocument();
    await waitFor(() => expect(openNames()).toBe(''));

    act(() => openOverlay('gamePlay', { id: Number.NaN, playForFun: 1 }));
    expect(await screen.findByText(/server is busy/i)).toBeInTheDocument();
    await waitFor(() => expect(openNames()).toBe(''));
  });

  it('shows the session time, ticking each second, and the net result, read again every 3 s', async () => {
    // The simulator's clock runs ahead of the browser's: the bar must count on the server's.
    await simControl.call('changeClock', { advanceMs: SERVER_AHEAD_MS });
    await signInOnSimulator();
    // This sign-in began 65 s ago on the server's clock.
    await simControl.call('changeClock', { advanceMs: 65_000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: REAL_GAME, playForFun: 0 }));
    const bar = await screen.findByRole('region', { name: 'Your session' });
    const figure = (label: string) => within(bar).getByText(label).nextElementSibling?.textContent;
    const frame = await screen.findByTitle(/^Game: /);
    const [read] = await simControl.call('listJournal', { path: endpoints.protectionPlaySession.path });
    const session = read?.answer as { startTime: string; serverTime: string; net: number };
    const playedMs = Date.parse(session.serverTime) - Date.parse(session.startTime);
    // 65 s on the server's clock (and the moment the calls took), whatever the browser's says.
    expect(playedMs).toBeGreaterThanOrEqual(65_000);
    expect(playedMs).toBeLessThan(70_000);
    expect(figure('Time played')).toBe(minutesSeconds(playedMs));
    expect(figure('Net result')).toBe('$0.00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(figure('Time played')).toBe(minutesSeconds(playedMs + 1000));

    // A round the page does not report (a real provider's page): the poll picks it up.
    const reads = async () => (await callsOf(endpoints.protectionPlaySession.path)).length;
    const before = await reads();
    const round = await playRoundOnSimulator(frame.getAttribute('src') ?? '', 5);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await reads()).toBe(before + 1);
    await waitFor(() => expect(figure('Net result')).toBe(signedUsd(round.win - round.bet)));
  });

  it('moves the net result and the balance as soon as the game page reports a round', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInOnSimulator();
    const { queryClient } = renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: REAL_GAME, playForFun: 0 }));
    const bar = await screen.findByRole('region', { name: 'Your session' });
    const net = () => within(bar).getByText('Net result').nextElementSibling?.textContent;
    expect(net()).toBe('$0.00');
    const frame = (await screen.findByTitle(/^Game: /)) as HTMLIFrameElement;
    const memberReads = async () => (await callsOf(endpoints.tokenInfo.path)).length;
    const membersBefore = await memberReads();

    // The page plays a round and tells the app (common.js posts this after each round).
    const round = await playRoundOnSimulator(frame.getAttribute('src') ?? '', 2);
    const report = (init: MessageEventInit) => postToApp(GAME_ROUND_MESSAGE_TYPE, init);
    // Another origin, another window or another shape is not the game page: nothing is read.
    report({ origin: 'https://evil.example', source: frame.contentWindow });
    report({ origin: window.location.origin, source: window });
    postToApp('other', { origin: window.location.origin, source: frame.contentWindow });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(net()).toBe('$0.00');

    report({ origin: window.location.origin, source: frame.contentWindow });
    // Well before the 3 s poll: the session and the member are read again at once.
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(net()).toBe(signedUsd(round.win - round.bet)), { timeout: 1000 });
    expect(await memberReads()).toBeGreaterThan(membersBefore);
    // The member in the cache (the top bar's balance) is the one after the round.
    await waitFor(() =>
      expect(queryClient.getQueryData(getSessionUserQueryOptions().queryKey)?.availableBalance).toBe(
        round.balance,
      ),
    );
    expect(await callsOf(endpoints.checkBlock.path)).toHaveLength(1);
  });

  it('shows no session figures when playing for fun', async () => {
    await signInOnSimulator();
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: FUN_GAME, playForFun: 1 }));
    await screen.findByTitle(/^Game: /);
    expect(screen.queryByRole('region', { name: 'Your session' })).not.toBeInTheDocument();
    expect((await calledApiPaths()).some((path) => path.endsWith('/protection/session'))).toBe(false);
  });

  it('says a launch refused by a limit or a break in the player language, and closes', async () => {
    await signInOnSimulator();
    // The simulator refuses only rounds by a limit; a backend may refuse the launch too.
    await answerCall(endpoints.gameLaunchUrl, {
      error: ApiErrorCode.PROTECTION_LIMIT_REACHED,
      message: 'Loss limit reached',
      data: { kind: 'LOSS', period: 'DAY', amount: 50, remaining: 0, resetTime: null, currency: 'USD' },
    });
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: REAL_GAME, playForFun: 0 }));
    const sentence =
      'This would go over your daily loss limit of $50.00. Nothing is left within this limit for now.';
    await waitFor(() => expect(toastStore.getSnapshot().map((item) => item.message)).toContain(sentence));
    expect(toastStore.getSnapshot().map((item) => item.message)).not.toContain('Loss limit reached');
    await waitFor(() => expect(openNames()).toBe(''));
    // Said once: the api client's toast and the pop-up's are the same sentence.
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual([sentence]);
  });

  it('closes when the game page says Escape was pressed in it; no other page or shape does', async () => {
    await signInOnSimulator();
    renderWithOverlays(<OpenOverlayNames />);
    act(() => openOverlay('gamePlay', { id: FUN_GAME, playForFun: 1 }));
    const frame = (await screen.findByTitle(/^Game: /)) as HTMLIFrameElement;
    const sendEscape = (init: MessageEventInit) => postToApp(GAME_ESCAPE_MESSAGE_TYPE, init);
    sendEscape({ origin: 'https://evil.example', source: frame.contentWindow });
    sendEscape({ origin: window.location.origin, source: window });
    expect(openNames()).toBe('gamePlay');

    // The frame has the keyboard: common.js passes Escape on with this message.
    sendEscape({ origin: window.location.origin, source: frame.contentWindow });
    await waitFor(() => expect(openNames()).toBe(''));
  });

  it('Escape on the blocked alert dismisses it: the game is closed and no cash-out opens', async () => {
    const openSpy = await openGameWhileBlocked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(openNames()).toBe('');
    expect(openSpy).not.toHaveBeenCalledWith('cashOut', expect.anything());
  });
});
