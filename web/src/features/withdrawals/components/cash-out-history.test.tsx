import { endpoints } from '@casino/contracts/registry';
import { WithdrawStatus } from '@casino/contracts/withdrawals/enums';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';

const page = <T,>(content: T[]) => ({
  error: 0,
  data: { content, number: 1, size: 20, totalElements: content.length, last: true },
});

describe('cash-out history', () => {
  useSimulator();

  it('says every status in words and offers cancel only on pending rows', async () => {
    const statuses = Object.values(WithdrawStatus);
    await signInOnSimulator();
    await answerCall(
      endpoints.withdrawListPage,
      page(
        statuses.map((status, index) => ({
          id: index + 1,
          createTime: '2026-01-02T10:00:00.000Z',
          currency: 'USD',
          amount: 50 + index,
          status,
        })),
      ),
    );
    renderWalletOverlay('cashOutHistory');
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    const list = screen.getByRole('list', { name: 'Your cash-outs' });
    const words = within(list)
      .getAllByRole('article')
      .map((row) => row.querySelector('.status-badge')?.textContent);
    expect(words).toEqual([
      'Pending review',
      'Canceled',
      'Rejected',
      'Pending payment',
      'Payment in progress',
      'Payment successful',
      'Completed',
      'Failed',
    ]);
    expect(within(list).getAllByRole('button', { name: /Cancel cash-out/ })).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Cancel cash-out 1' })).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.withdrawListPage, page([]));
    renderWalletOverlay('cashOutHistory');
    expect(await screen.findByText('No more cash withdrawal records')).toBeInTheDocument();
  });

  it('alerts the server message when the list fails', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.withdrawListPage, { error: 3, message: 'History offline' });
    renderWalletOverlay('cashOutHistory');
    expect(await screen.findByRole('alertdialog', { name: 'History offline' })).toBeInTheDocument();
  });

  it('shows Retry in the list after the alert, and Retry loads the records', async () => {
    await signInOnSimulator();
    const refusal = await answerCall(endpoints.withdrawListPage, { error: 3, message: 'History offline' });
    renderWalletOverlay('cashOutHistory');
    const alert = await screen.findByRole('alertdialog', { name: 'History offline' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const dialog = screen.getByRole('dialog', { name: 'Cash-out history' });
    // The failed load, not the empty state: nothing says there are no records.
    expect(within(dialog).getByText('This could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).queryByText('No more cash withdrawal records')).not.toBeInTheDocument();

    await simControl.call('removeOverride', { id: refusal.id });
    await answerCall(
      endpoints.withdrawListPage,
      page([
        {
          id: 7,
          createTime: '2026-01-02T10:00:00.000Z',
          currency: 'USD',
          amount: 80,
          status: WithdrawStatus.PENDING,
        },
      ]),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('article', { name: /7/ })).toBeInTheDocument();
    expect(within(dialog).queryByText('This could not be loaded.')).not.toBeInTheDocument();
  });
});
