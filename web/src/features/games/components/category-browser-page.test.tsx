import { endpoints } from '@casino/contracts/registry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlayStore } from '../../../shared/overlays/overlay-store';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { createGame, onePage, renderWithOverlays, resetOverlays } from '../games-test-utils';
import { GAMES_LOBBY_ROUTE } from '../lib/game-lists';
import { CategoryBrowserPage } from './category-browser-page';

const catalogue = [
  createGame({ id: 1, name: 'Lucky Lanterns', vendor: 'NSG' }),
  createGame({ id: 2, name: 'Lotus Fortune', vendor: 'VLT', playForFun: 1 }),
  createGame({ id: 3, name: 'Royal Blackjack', vendor: 'IRW', category: 'Table Games' }),
];

/** The game list answers the catalogue above (an override of the control plane), whatever is asked. */
function listAnswers() {
  return answerCall(endpoints.gameListPage, { error: 0, data: onePage(catalogue) });
}

/** What the page asked of the game list, as the simulator's journal kept it. */
const listBodies = async () =>
  (await simControl.call('listJournal', { path: endpoints.gameListPage.path })).map(
    (entry) => entry.body as Record<string, unknown>,
  );

describe('category browser', () => {
  useSimulator();
  beforeEach(() => resetOverlays());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the list of the route, the providers from the data, and a voucher entry for members', async () => {
    await signInOnSimulator();
    await listAnswers();
    const openSpy = vi.spyOn(overlayStore, 'open').mockImplementation(() => {});
    renderWithOverlays(<CategoryBrowserPage />, '/games/top', GAMES_LOBBY_ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Top/ })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('button', { name: 'Lucky Lanterns' });
    expect(await listBodies()).toContainEqual(
      expect.objectContaining({ category_NEQ: 'Live Casino', enabled: 1, pageNum: 1, pageSize: 300 }),
    );
    const provider = screen.getByLabelText('Provider');
    await waitFor(() => expect(screen.getByRole('option', { name: 'VLT' })).toBeInTheDocument());
    await userEvent.selectOptions(provider, 'VLT');
    await waitFor(async () =>
      expect(await listBodies()).toContainEqual(expect.objectContaining({ vendor: 'VLT' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Withdrawal voucher/ }));
    expect(openSpy).toHaveBeenCalledWith('withdrawalVouchers', {});
  });

  it('hides the voucher entry from visitors', async () => {
    await listAnswers();
    renderWithOverlays(<CategoryBrowserPage />, '/games/fun', GAMES_LOBBY_ROUTE);
    await screen.findByRole('button', { name: 'Free play Lotus Fortune' });
    expect(screen.queryByRole('button', { name: /Withdrawal voucher/ })).not.toBeInTheDocument();
  });

  it('searches by name once the player pauses typing (debounced)', async () => {
    await listAnswers();
    renderWithOverlays(<CategoryBrowserPage />, '/games/all', GAMES_LOBBY_ROUTE);
    await screen.findByRole('button', { name: 'Lucky Lanterns' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'lot');
    // Typed quickly: nothing asked for 'l' or 'lo'.
    await waitFor(async () =>
      expect(await listBodies()).toContainEqual(expect.objectContaining({ name_LIKE: 'lot' })),
    );
    const searched = (await listBodies()).filter((body) => 'name_LIKE' in body);
    expect(searched.map((body) => body.name_LIKE)).toEqual(['lot']);
  });

  it("finds a game of the simulator's catalogue by part of its name, and shows only matches", async () => {
    renderWithOverlays(<CategoryBrowserPage />, '/games/all', GAMES_LOBBY_ROUTE);
    const list = await screen.findByRole('list', { name: 'All' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(7));
    const name =
      within(list).getAllByRole('button')[7]?.querySelector('.game-cover__name')?.textContent ?? '';
    const part = name.slice(2, 8).toLowerCase();
    expect(part).toHaveLength(6);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), part);
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await waitFor(() => {
      const found = screen.getByRole('list', { name: 'All' });
      expect(
        within(found).getByRole('button', { name: new RegExp(`^(Free play )?${escaped}$`) }),
      ).toBeVisible();
      const labels = within(found)
        .getAllByRole('button')
        .map((button) => button.textContent ?? '');
      expect(labels.length).toBeLessThan(300);
      for (const label of labels) expect(label.toLowerCase()).toContain(part);
    });
  });
});
