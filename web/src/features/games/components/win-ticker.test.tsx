import { endpoints } from '@casino/contracts/registry';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { mockReducedMotion } from '../../../testing/reduced-motion';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { getLatestWinsQueryOptions } from '../api/get-latest-wins';
import { createWin, renderWithOverlays } from '../games-test-utils';
import { BigWinPanels } from './big-win-panels';
import { WinTicker } from './win-ticker';

const wins = Array.from({ length: 12 }, (_, index) =>
  createWin({ game: `Game ${index + 1}`, name: `p${index + 1}***`, amount: (index + 1) * 1000 + 0.5 }),
);

describe('win ticker and big wins', () => {
  useSimulator();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls the wins and can be paused and played again (WCAG 2.2.2)', async () => {
    await answerCall(endpoints.latestWins, { error: 0, data: wins.slice(0, 2) });
    renderWithOverlays(<WinTicker />);
    const ticker = await screen.findByRole('region', { name: 'Latest wins' });
    // The second copy (for the seamless loop) is hidden: the list is read once.
    expect(
      within(within(ticker).getByRole('list')).getByText('p1*** won $1,000.50 on Game 1'),
    ).toBeInTheDocument();
    const pause = within(ticker).getByRole('button', { name: 'Pause the latest wins' });
    await userEvent.click(pause);
    expect(ticker).toHaveClass('win-ticker--paused');
    const play = within(ticker).getByRole('button', { name: 'Play the latest wins' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(play);
    expect(ticker).not.toHaveClass('win-ticker--paused');
  });

  it('stands still for reduced motion: no pause button, one copy, scrolled by hand and by keys', async () => {
    mockReducedMotion();
    await answerCall(endpoints.latestWins, { error: 0, data: wins.slice(0, 2) });
    renderWithOverlays(<WinTicker />);
    const ticker = await screen.findByRole('region', { name: 'Latest wins' });
    expect(within(ticker).queryByRole('button')).not.toBeInTheDocument();
    const scroller = within(ticker).getByRole('group', { name: 'Latest wins' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller.querySelectorAll('ul')).toHaveLength(1);
    await userEvent.tab();
    expect(scroller).toHaveFocus();
  });

  it('leaves no empty frame once a load has failed, even while it is tried again', async () => {
    await simControl.call('addFault', { pathPattern: `/api${endpoints.latestWins.path}`, drop: true });
    const queryClient = createAppQueryClient();
    // The app's retry rules, with the next attempt far enough away to look at the wait.
    queryClient.setQueryDefaults(getLatestWinsQueryOptions().queryKey, { retryDelay: 60_000 });
    const { container } = render(
      <AppProviders queryClient={queryClient}>
        <WinTicker />
      </AppProviders>,
    );
    // The frame holds the room while the wins are on their way...
    expect(container.querySelector('.win-ticker')).not.toBeNull();
    // ...and a failed attempt takes it away, though the next attempt is still to come.
    await waitFor(() => expect(container.querySelector('.win-ticker')).toBeNull());
    expect(queryClient.getQueryState(getLatestWinsQueryOptions().queryKey)?.status).toBe('pending');
    await queryClient.cancelQueries();
  });

  it('the text variant appends a random amount between 100 and 1000', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await answerCall(endpoints.latestWins, { error: 0, data: wins.slice(0, 1) });
    renderWithOverlays(<WinTicker variant="randomAmounts" />);
    const ticker = await screen.findByRole('region', { name: 'Latest wins' });
    expect(within(within(ticker).getByRole('list')).getByText('p1*** on Game 1 550.00')).toBeInTheDocument();
  });

  it('shows the week top 5 and the day ranks 6 to 10 in K USD', async () => {
    await answerCall(endpoints.latestWins, { error: 0, data: wins });
    renderWithOverlays(<BigWinPanels />);
    const week = await screen.findByRole('region', { name: 'Big wins of the week' });
    const weekRows = within(week).getAllByRole('listitem');
    expect(weekRows).toHaveLength(5);
    expect(weekRows[0]).toHaveTextContent('Game 12');
    expect(weekRows[0]).toHaveTextContent('12K USD');
    const day = screen.getByRole('region', { name: 'Big wins of the day' });
    const dayRows = within(day).getAllByRole('listitem');
    expect(dayRows.map((item) => item.getAttribute('value'))).toEqual(['6', '7', '8', '9', '10']);
    expect(dayRows[0]).toHaveTextContent('Game 7');
    expect(dayRows[0]).toHaveTextContent('7K USD');
  });
});
