import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '../../../shared/ui/toast-store';
import { useSimulator } from '../../../testing/simulator';
import { pngFile, renderWalletOverlay, signInOnSimulator } from '../testing/render-wallet';

const toasts = () => toastStore.getSnapshot().map((item) => item.message);

describe('wallet screens against the simulator', () => {
  const simulator = useSimulator();

  /** Sets the member's wallets and wagering through the simulator's control plane. */
  async function setMember(username: string, changes: object) {
    const response = await simulator.app.inject({
      method: 'PATCH',
      url: `/__sim/members/${username}`,
      headers: { 'x-sim-key': 'local-qa-key', 'content-type': 'application/json' },
      payload: JSON.stringify(changes),
    });
    expect(response.statusCode).toBe(200);
  }

  it("shows cash held back by wagering as locked, not as a gift (issue 20's demo case)", async () => {
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

    const history = await screen.findByRole('dialog', { name: 'Cash-out history' }, { timeout: 5000 });
    expect(toasts()).toContain('Your cash-out request was sent and is pending review.');
    const row = await within(history).findByRole('article', { name: /Cash-out \d+/ });
    expect(row).toHaveTextContent('100.00 USD');
    expect(row).toHaveTextContent('Pending review');

    await user.click(within(row).getByRole('button', { name: /Cancel cash-out/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this cash-out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel cash-out' }));
    await waitFor(() => expect(within(history).getByRole('article')).toHaveTextContent('Canceled'));
    expect(within(history).queryByRole('button', { name: /Cancel cash-out/ })).not.toBeInTheDocument();
  }, 30_000);

  it('lists transactions with a sign and a colour for the direction', async () => {
    await signInOnSimulator();
    renderWalletOverlay('transactionHistory');
    const list = await screen.findByRole('list', { name: 'Your transactions' }, { timeout: 10_000 });
    const opening = (await within(list).findAllByRole('article', {}, { timeout: 10_000 }))[0];
    expect(opening).toHaveTextContent('Deposit');
    const amount = opening?.querySelector('[data-direction]');
    expect(amount).toHaveTextContent('+1,500.00');
    expect(amount).toHaveClass('transaction-row__amount--in');
  });

  it('blocks packages above the member level and redeems one at it', async () => {
    await signInOnSimulator();
    const user = userEvent.setup();
    renderWalletOverlay('vipStore');
    expect((await screen.findAllByText('2,600', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('radio', { name: /Gold package: 2,000 points/ }));
    expect(screen.getByText('This package is above your VIP level and cannot be redeemed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Silver package: 1,000 points/ }));
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'VIP store' })).not.toBeInTheDocument());
    expect(toasts()).toContain('Package redeemed: the bonus is in your balance.');
  }, 30_000);

  it('sends the four documents and shows them under review', async () => {
    await signInOnSimulator();
    const user = userEvent.setup();
    renderWalletOverlay('uploadDocuments');
    await user.click(await screen.findByRole('button', { name: 'Submit documents' }, { timeout: 10_000 }));
    expect(screen.getByText('Please upload: ID proof')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add files: ID proof'), pngFile('id.png'));
    await user.upload(screen.getByLabelText('Add files: Photo holding your ID'), pngFile('hold.png'));
    await user.upload(screen.getByLabelText('Add files: Address proof'), pngFile('address.png'));
    await user.click(screen.getByRole('button', { name: 'Submit documents' }));
    expect(screen.getByText('Please upload: Payment proof')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add files: Payment proof'), [
      pngFile('p1.png'),
      pngFile('p2.png'),
    ]);
    await screen.findByText('p2.png');
    await user.click(screen.getByRole('button', { name: 'Submit documents' }));
    expect(await screen.findByText(/Under review/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(toasts()).toContain('Your documents were sent for review.');
  }, 30_000);

  it('refuses a wrong type and a large file before sending, and the server refuses fake content', async () => {
    await signInOnSimulator();
    const user = userEvent.setup({ applyAccept: false });
    renderWalletOverlay('uploadDocuments');
    const input = await screen.findByLabelText('Add files: ID proof', {}, { timeout: 10_000 });
    await user.upload(input, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(screen.getByText('Only JPEG, PNG or BMP images can be uploaded.')).toBeInTheDocument();
    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByText('Each file may be at most 5 MB.')).toBeInTheDocument();
    await act(() => user.upload(input, new File(['not a picture'], 'fake.png', { type: 'image/png' })));
    expect(await screen.findByText(/Only JPEG, PNG or BMP pictures can be uploaded/)).toBeInTheDocument();
  });
});
