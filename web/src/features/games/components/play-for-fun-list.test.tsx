import { endpoints } from '@casino/contracts/registry';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCall, calledApiPaths } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { createGame, onePage, renderWithOverlays } from '../games-test-utils';
import { PlayForFunList } from './play-for-fun-list';

describe("home's play-for-fun list", () => {
  useSimulator();

  it('tells a failed load with Retry, not "coming soon", and Retry brings the games', async () => {
    await answerCall(
      endpoints.gameListPage,
      { error: 500, message: 'Server busy', data: null },
      { count: 1 },
    );
    renderWithOverlays(<PlayForFunList />, '/');
    expect(await screen.findByText('The games could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findAllByRole('button', { name: /play/i })).not.toHaveLength(0);
    expect(screen.queryByText('The games could not be loaded.')).not.toBeInTheDocument();
  });

  describe('when a later page fails', () => {
    /** The end of the grid is always in reach: each observer reports it at once, as a short page does. */
    class SentinelInReach {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.callback(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    }
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the covers, offers Retry and does not ask again on its own', async () => {
      vi.stubGlobal('IntersectionObserver', SentinelInReach);
      const games = [createGame({ id: 1, name: 'Lucky Lanterns', playForFun: 1 })];
      await answerCall(
        endpoints.gameListPage,
        {
          error: 0,
          data: onePage(games, { last: false, totalElements: 600 }),
        },
        { match: { pageNum: 1 } },
      );
      await answerCall(
        endpoints.gameListPage,
        { error: 500, message: 'Server busy', data: null },
        { match: { pageNum: 2 } },
      );
      renderWithOverlays(<PlayForFunList />, '/');
      expect(await screen.findByRole('alert')).toHaveTextContent('The next records could not be loaded.');
      expect(screen.getByRole('button', { name: /Lucky Lanterns/ })).toBeInTheDocument();
      expect(screen.queryByText('That is every game in this list.')).not.toBeInTheDocument();
      // A few turns of the event loop: a list that re-armed its observer would have asked again.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const listCalls = (await calledApiPaths()).filter((path) => path.endsWith(endpoints.gameListPage.path));
      expect(listCalls).toHaveLength(2);
    });
  });
});
