import type { Game, LatestWin } from '@casino/contracts/games/schemas';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OverlayHost } from '../../app/overlay-host';
import { AppProviders, createAppQueryClient } from '../../app/providers';
import { closeAllOverlays } from '../../shared/overlays/overlay-store';
import { dialogStore } from '../../shared/ui/dialog-store';

/** A valid game (contract shape) with overrides. */
export function createGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 1,
    name: 'Lucky Lanterns',
    vendor: 'NSG',
    cover: 1,
    category: 'Slots',
    enabled: 1,
    playForFun: 0,
    totalPlayCount: 100,
    createTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function createWin(overrides: Partial<LatestWin> = {}): LatestWin {
  return { game: 'Lucky Lanterns', name: 'jo***', amount: 1234.5, ...overrides };
}

/** A paged envelope of one page. */
export function onePage<T>(content: T[], { number = 1, last = true, totalElements = content.length } = {}) {
  return { content, number, size: Math.max(content.length, 1), totalElements, last };
}

/**
 * Renders `ui` with the app's providers, a memory router and the overlay host (pop-ups,
 * dialogs, toasts), as the shell would.
 */
export function renderWithOverlays(ui: ReactNode, path = '/', routePath = '*') {
  const queryClient = createAppQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const router = createMemoryRouter(
    [
      {
        path: routePath,
        element: (
          <>
            {ui}
            <OverlayHost />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Overlays and dialogs are module stores: each test starts with none open. */
export function resetOverlays(): void {
  closeAllOverlays();
  dialogStore.reset();
}
