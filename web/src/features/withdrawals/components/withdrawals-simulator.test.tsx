import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '../../../shared/ui/toast-store';
import { pngFile, renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';

const toasts = () => toastStore.getSnapshot().map((item) => item.message);

describe('withdrawal screens against the simulator', () => {
  const simulator = useSimulator();

  /** Sets the member's wallets and wagering through the simulator's control plane. */
  async function setMember(username: string, changes: object) {
    const response = await simulator.request({
      method: 'PATCH',
      url: `/__sim/members/${username}`,
      headers: { 'x-sim-key': 'local-qa-key', 'content-type': 'application/json' },
      payload: JSON.stringify(changes),
    });
    expect(response.statusCode).toBe(200);
  }

  it('shows cash held back by wagering as locked, not as a gift (decision 014)', async () => {
    await setMember('demo', { cashBalance: 1960, bonusBalance: 0, rollingAmount: 50 });
    await signInOnSimulator();
    renderWalletOverlay('cashOut');
    const figure = async (label: string) =>
      (await screen.findByText(label, {}, { timeout: 10_000 })).nextSibling?.textContent;
    expect(await figure('Withdrawable balance')).toBe('$0.00');
    expect(await figure('Gift bonus (not withdrawable)')).toBe('$0.00');
    expect(await figure('Cash locked by unfinished wagering')).toBe('$1,960.00');
    expect(await figure('Wagering still required')).toBe('$50.00');
    expect(screen.getByText(/You have unfinished bets: wager \$50.00 more/)).toBeInTheDocument();
  }, 30_000);

  it('applies for a cash-out with proofs, shows it pending and cancels it', async () => {
    await signInOnSimulator();
    const user = userEvent.setup();
    renderWalletOverlay('cashOut');
    await user.click(await screen.findByRole('button', { name: '$100.00' }, { timeout: 10_000 }));
    await user.selectOptions(await screen.findByLabelText(/Cash-out method/), 'BANK_CARD');
    await user.type(screen.getByLabelText(/Routing number/), '021000021');
    await user.type(screen.getByLabelText(/Account number/), '12345678');
    await user.type(screen.getByLabelText(/Account holder name/), 'Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(screen.getByLabelText('Add files: ID proof'), pngFile('id.png'));
    await user.upload(screen.getByLabelText('Add files: Payment proof'), pngFile('pay.png'));
    expect(await screen.findByText('pay.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cash out' }));

    const history = await screen.findByRole('dialog', { name: 'Cash-out history' });
    expect(toasts()).toContain('Your cash-out request was sent and is pending review.');
    // Demo's seeded cash-outs (50.00 paid, 120.00 pending) are listed too: ours is the 100.00 one.
    const ours = () =>
      within(history)
        .getAllByRole('article', { name: /Cash-out \d+/ })
        .find((article) => article.textContent?.includes('100.00 USD'));
    const row = await waitFor(() => {
      const found = ours();
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(row).toHaveTextContent('Pending review');

    await user.click(within(row).getByRole('button', { name: /Cancel cash-out/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this cash-out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel cash-out' }));
    await waitFor(() => expect(ours()).toHaveTextContent('Canceled'));
    expect(
      within(ours() as HTMLElement).queryByRole('button', { name: /Cancel cash-out/ }),
    ).not.toBeInTheDocument();
  }, 30_000);
});
