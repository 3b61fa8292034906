import { endpoints } from '@casino/contracts/registry';
import type { LedgerTransaction } from '@casino/contracts/transactions/schemas';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { TransactionRow } from './transaction-history-overlay';

describe('transaction history', () => {
  useSimulator();
  afterEach(() => vi.unstubAllGlobals());

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
    await screen.findByRole('dialog', { name: 'Transaction history' });
    await expect
      .poll(() => toastStore.getSnapshot().map((item) => item.message))
      .toContain('Server is busy please try later');
  });

  /**
   * jsdom has no IntersectionObserver: this one says "the end is in reach" when the test calls
   * the function returned.
   */
  function stubReachableEnd() {
    const observers = new Set<IntersectionObserverCallback>();
    class ReachableEnd {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    }
    vi.stubGlobal('IntersectionObserver', ReachableEnd);
    return () =>
      act(() => {
        for (const callback of observers)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
  }

  /** Scrolls every box around `element` to its end, as a player's swipe would (jsdom keeps scrollTop). */
  function scrollToTheEnd(element: HTMLElement) {
    act(() => {
      for (let box: HTMLElement | null = element; box; box = box.parentElement) {
        box.scrollTop = 100_000;
        box.dispatchEvent(new Event('scroll'));
      }
    });
  }

  it('keeps the loaded rows when a later page fails on the network, and Retry loads it', async () => {
    const reachEnd = stubReachableEnd();
    const page = (pageNum: number, rows: LedgerTransaction[], last: boolean) => ({
      error: 0,
      data: { content: rows, number: pageNum, size: 20, totalElements: 3, last },
    });

    await signInOnSimulator();
    await answerCall(endpoints.memberTransactionPage, page(1, [row({ id: 1 }), row({ id: 2 })], false), {
      match: { pageNum: 1 },
    });
    renderWalletOverlay('transactionHistory');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction history' });
    const list = await within(dialog).findByRole('list', { name: 'Your transactions' });
    await expect.poll(() => within(list).queryAllByRole('article')).toHaveLength(2);

    // Page 2 meets a dead connection (the query's own retries included).
    await simControl.call('addFault', {
      pathPattern: `/api${endpoints.memberTransactionPage.path}`,
      drop: true,
    });
    reachEnd();
    expect(
      await within(dialog).findByText('The next records could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(dialog).queryByText('No more records')).not.toBeInTheDocument();

    await simControl.call('removeAllFaults', {});
    await answerCall(endpoints.memberTransactionPage, page(2, [row({ id: 3, type: 'DEPOSIT' })], true), {
      match: { pageNum: 2 },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect.poll(() => within(list).queryAllByRole('article')).toHaveLength(3);
    expect(within(dialog).queryByText('The next records could not be loaded.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('No more records')).toBeInTheDocument();
  });

  it('keeps a full first page when the server refuses the next, and Retry adds the last row', async () => {
    const reachEnd = stubReachableEnd();
    const rows = Array.from({ length: 20 }, (_, index) =>
      row({
        id: 900 + index,
        amount: 5,
        balanceBefore: 200 - index * 5,
        balanceAfter: 195 - index * 5,
        createTime: new Date(Date.UTC(2026, 0, 20, 12, 0) - index * 60_000).toISOString(),
      }),
    );
    const page = (pageNum: number, content: LedgerTransaction[], last: boolean) => ({
      error: 0,
      data: { content, number: pageNum, size: 20, totalElements: 21, last },
    });
    await signInOnSimulator();
    await answerCall(endpoints.memberTransactionPage, page(1, rows, false), { match: { pageNum: 1 } });
    const refusal = await answerCall(
      endpoints.memberTransactionPage,
      { error: 3, message: 'Ledger offline' },
      { match: { pageNum: 2 } },
    );
    renderWalletOverlay('transactionHistory');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction history' });
    const list = await within(dialog).findByRole('list', { name: 'Your transactions' });
    // The list draws the rows near the screen: scrolled to its end, the last is the 20th.
    await within(list).findAllByRole('article');
    scrollToTheEnd(list);
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').at(-1)).toHaveAttribute('aria-posinset', '20'),
    );

    reachEnd();
    expect(
      await within(dialog).findByText('The next records could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveAttribute('aria-posinset', '20');

    await simControl.call('removeOverride', { id: refusal.id });
    await answerCall(
      endpoints.memberTransactionPage,
      page(2, [row({ id: 999, type: 'DEPOSIT', createTime: '2026-01-01T09:00:00.000Z' })], true),
      { match: { pageNum: 2 } },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    // Shown only once the last page is in (the first page said 21 rows, 20 came).
    expect(await within(dialog).findByText('No more records')).toBeInTheDocument();
    expect(within(dialog).queryByText('The next records could not be loaded.')).not.toBeInTheDocument();
    // That the 21st row is then drawn last is the browser's to see (wallet.spec.ts): jsdom has no
    // layout for the list to draw rows by.
  });
});
