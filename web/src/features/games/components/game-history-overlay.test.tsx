import { endpoints } from '@casino/contracts/registry';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOverlay, overlayStore } from '../../../shared/overlays/overlay-store';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { onePage, renderWithOverlays, resetOverlays } from '../games-test-utils';

const row = { id: 12, name: 'Neon Tiger', cover: 3, createTime: '2026-03-01T18:30:00.000Z', amount: 5 };

describe('game history popup', () => {
  useSimulator();
  beforeEach(async () => {
    resetOverlays();
    await signInOnSimulator();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says 'No games' when there is no history", async () => {
    await answerCall(endpoints.gameHistoryPage, { error: 0, data: onePage([]) });
    renderWithOverlays(null);
    act(() => openOverlay('gameHistory', {}));
    expect(await screen.findByText('No games')).toBeInTheDocument();
  });

  it("lists cover, name and time with Play Now, then 'no more'", async () => {
    await answerCall(endpoints.gameHistoryPage, { error: 0, data: onePage([row]) });
    renderWithOverlays(null);
    act(() => openOverlay('gameHistory', {}));
    expect(await screen.findByText('Neon Tiger')).toBeInTheDocument();
    expect(screen.getByText('No more games')).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('dateTime', row.createTime);
    const [call] = await simControl.call('listJournal', { path: endpoints.gameHistoryPage.path });
    expect(call?.body).toEqual({ amount_GT: 0, createTime_0: 'DESC', pageNum: 1, pageSize: 20 });

    const openSpy = vi.spyOn(overlayStore, 'open');
    await userEvent.click(screen.getByRole('button', { name: 'Play Neon Tiger now' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('gamePlay', { id: 12, playForFun: 0 }));
    expect(screen.queryByRole('dialog', { name: 'Game history' })).not.toBeInTheDocument();
  });
});
