import { WithdrawStatus } from '@casino/contracts/entities/money-enums';
import type { LedgerTransaction } from '@casino/contracts/entities/rewards';
import { endpoints } from '@casino/contracts/registry';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { toastStore } from '../../../shared/ui/toast-store';
import { mockApi } from '../../../testing/mock-api';
import { renderWalletOverlay, sessionAnswers } from '../testing/render-wallet';
import { TransactionRow } from './transaction-history-overlay';

const page = <T,>(content: T[]) => ({
  data: { content, number: 1, size: 20, totalElements: content.length, last: true },
});

describe('cash-out history', () => {
  it('says every status in words and offers cancel only on pending rows', async () => {
    const statuses = Object.values(WithdrawStatus);
    mockApi([
      ...sessionAnswers(),
      [
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
      ],
    ]);
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
    mockApi([...sessionAnswers(), [endpoints.withdrawListPage, page([])]]);
    renderWalletOverlay('cashOutHistory');
    expect(
      await screen.findByText('No more cash withdrawal records', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('alerts the server message when the list fails', async () => {
    mockApi([...sessionAnswers(), [endpoints.withdrawListPage, { error: 3, message: 'History offline' }]]);
    renderWalletOverlay('cashOutHistory');
    expect(await screen.findByRole('alertdialog', { name: 'History offline' })).toBeInTheDocument();
  });
});

describe('transaction history', () => {
  const row = (patch: Partial<LedgerTransaction>): LedgerTransaction => ({
    id: 1,
    type: 'GAME_BET',
    amount: 12.5,
    balanceBefore: 100,
    balanceAfter: 87.5,
    createTime: '2026-01-02T10:00:00.000Z',
    ...patch,
  });

  it('marks a fall with a red minus and a rise with a green plus, two decimals', () => {
    render(
      <AppProviders>
        <TransactionRow row={row({})} />
        <TransactionRow
          row={row({ id: 2, type: 'WITHDRAW_ROLLBACK', amount: 3, balanceBefore: 0, balanceAfter: 3 })}
        />
      </AppProviders>,
    );
    const [bet, back] = screen.getAllByRole('article');
    expect(bet).toHaveTextContent('Bet');
    expect(bet?.querySelector('[data-direction]')).toHaveTextContent('−12.50');
    expect(bet?.querySelector('[data-direction]')).toHaveClass('transaction-row__amount--out');
    expect(back).toHaveTextContent('Withdrawal returned');
    expect(back?.querySelector('[data-direction]')).toHaveTextContent('+3.00');
    expect(back?.querySelector('[data-direction]')).toHaveClass('transaction-row__amount--in');
  });

  it("toasts 'server busy' when the list fails", async () => {
    mockApi([...sessionAnswers(), [endpoints.memberTransactionPage, { error: 3, message: 'boom' }]]);
    renderWalletOverlay('transactionHistory');
    await screen.findByRole('dialog', { name: 'Transaction history' }, { timeout: 5000 });
    await expect
      .poll(() => toastStore.getSnapshot().map((item) => item.message))
      .toContain('Server is busy please try later');
  });
});

describe('VIP store', () => {
  it("shows 'No packages' under 100 points and asks for none", async () => {
    const fetchMock = mockApi(sessionAnswers({ vipPoints: 99, vipLifeTimePoints: 500 }));
    renderWalletOverlay('vipStore');
    expect(
      await screen.findByText('No packages: you need at least 100 points.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('vipStore'))).toBe(false);
  });

  it('warns about a package above the level and blocks redeem', async () => {
    mockApi([
      ...sessionAnswers({ vipPoints: 2600, vipLevel: 2 }),
      [
        endpoints.vipStoreListAll,
        {
          data: [
            { id: 3, level: 20, points: 500, bonus: 6 },
            { id: 5, level: 30, points: 2000, bonus: 28 },
          ],
        },
      ],
    ]);
    renderWalletOverlay('vipStore');
    const gold = await screen.findByRole('radio', { name: /Gold package/ }, { timeout: 5000 });
    gold.click();
    expect(
      await screen.findByText('This package is above your VIP level and cannot be redeemed.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });
});
