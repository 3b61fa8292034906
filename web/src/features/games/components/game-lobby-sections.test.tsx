import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@casino/contracts/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOverlay, overlayStore } from '../../../shared/overlays/overlay-store';
import { renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { createGame, renderWithOverlays, resetOverlays } from '../games-test-utils';
import { GameLobbySections } from './game-lobby-sections';

const group = (count: number, games = count > 0 ? [createGame({ id: count })] : []) => ({
  count,
  data: games,
});

describe('home sections', () => {
  useSimulator();
  beforeEach(() => resetOverlays());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a section only when its count is above 0, otherwise coming soon', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.gameOverview, {
      error: 0,
      data: {
        recently: group(2, [createGame({ id: 3, name: 'Recent Reels' })]),
        top: group(5, [createGame({ id: 4, name: 'Top Spin' })]),
        slotsGames: group(0),
        tableGames: group(1, [createGame({ id: 6, name: 'Royal Blackjack', category: 'Table Games' })]),
        liveCasino: group(0),
      },
    });
    renderWithOverlays(<GameLobbySections />);
    const recent = await screen.findByRole('region', { name: /Recently played/ });
    expect(within(recent).getByRole('button', { name: 'Recent Reels' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Top games/ })).getByRole('link', { name: 'More Top games' }),
    ).toHaveAttribute('href', '/games/top');
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(within(slots).getByText('Coming soon')).toBeInTheDocument();
    expect(within(slots).queryByRole('link', { name: /More/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Live casino' })).getByText('Coming soon'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Royal Blackjack' })).toBeInTheDocument();
  });

  it('reads recently played again when a game closes (not only after a reload)', async () => {
    await signInOnSimulator();
    const sections = {
      recently: group(0),
      top: group(1, [createGame({ id: 4, name: 'Top Spin' })]),
      slotsGames: group(0),
      tableGames: group(0),
      liveCasino: group(0),
    };
    const notPlayedYet = await answerCall(endpoints.gameOverview, { error: 0, data: sections });
    renderWithOverlays(<GameLobbySections />);
    await screen.findByRole('region', { name: /Top games/ });
    expect(screen.queryByRole('button', { name: 'Recent Reels' })).not.toBeInTheDocument();

    act(() => openOverlay('gamePlay', { id: 1, playForFun: 1 }));
    await screen.findByTitle(/^Game: /);
    // The rounds played put the game in the member's recently played.
    await simControl.call('removeOverride', { id: notPlayedYet.id });
    await answerCall(endpoints.gameOverview, {
      error: 0,
      data: { ...sections, recently: group(1, [createGame({ id: 3, name: 'Recent Reels' })]) },
    });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    const recent = await screen.findByRole('region', { name: /Recently played/ });
    expect(await within(recent).findByRole('button', { name: 'Recent Reels' })).toBeInTheDocument();
  });

  it('invites a member who has not played yet to play, not "coming soon"', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.gameOverview, {
      error: 0,
      data: {
        recently: group(0),
        top: group(1, [createGame({ id: 4, name: 'Top Spin' })]),
        slotsGames: group(0),
        tableGames: group(0),
        liveCasino: group(0),
      },
    });
    renderWithOverlays(<GameLobbySections />);
    const recent = await screen.findByRole('region', { name: /Recently played/ });
    expect(within(recent).getByText('Nothing played yet')).toBeInTheDocument();
    expect(within(recent).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Browse all games' })).toHaveAttribute(
      'href',
      '/games/all',
    );
  });

  it('plays a member tap for real, and the recently played More opens the history', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.gameOverview, {
      error: 0,
      data: {
        recently: group(1, [createGame({ id: 3, name: 'Recent Reels' })]),
        top: group(0),
        slotsGames: group(0),
        tableGames: group(0),
        liveCasino: group(0),
      },
    });
    const openSpy = vi.spyOn(overlayStore, 'open').mockImplementation(() => {});
    renderWithOverlays(<GameLobbySections />);
    await userEvent.click(await screen.findByRole('button', { name: 'Recent Reels' }));
    expect(openSpy).toHaveBeenCalledWith('gamePlay', { id: 3, playForFun: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'More Recently played' }));
    expect(openSpy).toHaveBeenCalledWith('gameHistory', {});
  });

  it('lays covers out in 3 columns on mobile and 8 from 768 px, 20 px apart, in 3:4 boxes', () => {
    // jsdom computes no media queries: the stylesheet itself is the thing to check.
    const here = dirname(fileURLToPath(import.meta.url));
    const css = readFileSync(join(here, '../games.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(
      /\.game-grid, \.game-list \.infinite-list__items \{[^}]*grid-template-columns: repeat\(3, minmax\(0, 1fr\)\);[^}]*gap: 20px;/,
    );
    expect(css).toMatch(
      /@media \(min-width: 768px\) \{ \.game-grid, \.game-list \.infinite-list__items \{ grid-template-columns: repeat\(8, minmax\(0, 1fr\)\);/,
    );
    expect(css).toMatch(/\.game-cover__frame \{[^}]*aspect-ratio: 3 \/ 4;/);
  });
});

describe('home sections when the game overview fails', () => {
  useSimulator();
  beforeEach(() => resetOverlays());

  it('show a translated message and Retry, never the server text, and Retry recovers', async () => {
    // The overview answers a server error with developer text until the override goes.
    const failure = await answerCall(endpoints.gameOverview, {
      error: 500,
      message: 'TypeError: cannot read properties of undefined',
      data: null,
    });
    renderApp('/');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText('The games could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText(/TypeError|Failed to fetch|Invalid request/)).not.toBeInTheDocument();

    await simControl.call('removeOverride', { id: failure.id });
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    const top = await within(main).findByRole('region', { name: /Top games/ }, { timeout: 10_000 });
    expect(within(top).getAllByRole('button')[0]).toBeVisible();
    expect(within(main).queryByText('The games could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('home sections for a visitor', () => {
  useSimulator();
  beforeEach(async () => {
    resetOverlays();
    await answerCall(endpoints.gameOverview, {
      error: 0,
      data: {
        recently: group(0),
        top: group(1, [createGame({ id: 2, name: 'Free Falls', playForFun: 1 })]),
        slotsGames: group(0),
        tableGames: group(0),
        liveCasino: group(1, [createGame({ id: 9, name: 'Live Roulette', category: 'Live Casino' })]),
      },
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the catalogue sections without recently played, covers lazy and sized', async () => {
    renderWithOverlays(<GameLobbySections />);
    const top = await screen.findByRole('region', { name: /Top games/ });
    expect(screen.queryByRole('region', { name: /Recently played/ })).not.toBeInTheDocument();
    const cover = within(top).getAllByRole('button')[0]?.querySelector('img');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '240');
    expect(cover).toHaveAttribute('height', '320');
    expect(cover?.getAttribute('src')).toBe('/api/sys/file/get?id=1&width=240&height=320');
  });

  it('asks before a free game, and sends them to sign in for a real-only game', async () => {
    const openSpy = vi.spyOn(overlayStore, 'open').mockImplementation(() => {});
    renderWithOverlays(<GameLobbySections />);
    await userEvent.click(await screen.findByRole('button', { name: 'Live Roulette' }));
    expect(openSpy).toHaveBeenCalledWith('signIn', {});
    openSpy.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Free play Free Falls' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Play for fun?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Play for fun' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('gamePlay', { id: 2, playForFun: 1 }));
  });
});
