import type { LedgerTransaction } from '@casino/contracts/entities/transactions';
import { endpoints } from '@casino/contracts/registry';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { TransactionRow } from './transaction-history-overlay';

describe('transaction history', () => {
  useSimulator();

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
    await signInOnSimulator();
    await answerCall(endpoints.memberTransactionPage, { error: 3, message: 'boom' });
    renderWalletOverlay('transactionHistory');
    await screen.findByRole('dialog', { name: 'Transaction history' }, { timeout: 5000 });
    await expect
      .poll(() => toastStore.getSnapshot().map((item) => item.message))
      .toContain('Server is busy please try later');
  });
});
