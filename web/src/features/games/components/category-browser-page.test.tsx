import { endpoints } from '@casino/contracts/registry';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlayStore } from '../../../shared/overlays/overlay-store';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { mockApi } from '../../../testing/mock-api';
import { createSessionUser } from '../../../testing/session-user';
import { createGame, onePage, renderWithOverlays, resetOverlays } from '../games-test-utils';
import { GAMES_LOBBY_ROUTE } from '../lib/game-lists';
import { CategoryBrowserPage } from './category-browser-page';

const catalogue = [
  createGame({ id: 1, name: 'Lucky Lanterns', vendor: 'NSG' }),
  createGame({ id: 2, name: 'Lotus Fortune', vendor: 'VLT', playForFun: 1 }),
  createGame({ id: 3, name: 'Royal Blackjack', vendor: 'IRW', category: 'Table Games' }),
];

function listAnswers() {
  return mockApi([
    [endpoints.tokenInfo, { data: createSessionUser() }],
    [
      endpoints.gameListPage,
      () => {
        // The mock gives no request to the answer: the last call's body is read instead.
        return { data: onePage(catalogue) };
      },
    ],
  ]);
}

const listBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/base/game/listPage'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('category browser', () => {
  beforeEach(() => resetOverlays());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the list of the route, the providers from the data, and a voucher entry for members', async () => {
    tokenStorage.set('token');
    const fetchMock = listAnswers();
    const openSpy = vi.spyOn(overlayStore, 'open').mockImplementation(() => {});
    renderWithOverlays(<CategoryBrowserPage />, '/games/top', GAMES_LOBBY_ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Top/ })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('button', { name: 'Lucky Lanterns' });
    expect(listBodies(fetchMock)).toContainEqual(
      expect.objectContaining({ category_NEQ: 'Live Casino', enabled: 1, pageNum: 1, pageSize: 300 }),
    );
    const provider = screen.getByLabelText('Provider');
    await waitFor(() => expect(screen.getByRole('option', { name: 'VLT' })).toBeInTheDocument());
    await userEvent.selectOptions(provider, 'VLT');
    await waitFor(() =>
      expect(listBodies(fetchMock)).toContainEqual(expect.objectContaining({ vendor: 'VLT' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Withdrawal voucher/ }));
    expect(openSpy).toHaveBeenCalledWith('withdrawalVouchers', {});
  });

  it('hides the voucher entry from visitors', async () => {
    listAnswers();
    renderWithOverlays(<CategoryBrowserPage />, '/games/fun', GAMES_LOBBY_ROUTE);
    await screen.findByRole('button', { name: 'Free play Lotus Fortune' });
    expect(screen.queryByRole('button', { name: /Withdrawal voucher/ })).not.toBeInTheDocument();
  });

  it('searches by name once the player pauses typing (debounced)', async () => {
    const fetchMock = listAnswers();
    renderWithOverlays(<CategoryBrowserPage />, '/games/all', GAMES_LOBBY_ROUTE);
    await screen.findByRole('button', { name: 'Lucky Lanterns' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'lot');
    // Typed quickly: nothing asked for 'l' or 'lo'.
    await waitFor(() =>
      expect(listBodies(fetchMock)).toContainEqual(expect.objectContaining({ name_LIKE: 'lot' })),
    );
    const searched = listBodies(fetchMock).filter((body) => 'name_LIKE' in body);
    expect(searched.map((body) => body.name_LIKE)).toEqual(['lot']);
  });
});
