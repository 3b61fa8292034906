import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays, openOverlay } from '../../../shared/overlays/overlay-store';
import { dialogStore } from '../../../shared/ui/dialog-store';
import { renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';

// The vouchers, the deposit pop-up and its crypto flow load lazily: allow for a busy machine.
configure({ asyncUtilTimeout: 20_000 });

/** The app with the vouchers open for `username`; returns the card of the voucher at `price`. */
async function voucherCard(username: string, password: string, price: string) {
  await signInOnSimulator(username, password);
  renderApp('/');
  act(() => openOverlay('withdrawalVouchers'));
  const vouchers = await screen.findByRole('dialog', { name: 'Withdrawal vouchers' });
  // The price is written in the member's currency once the session is in.
  return waitFor(() => {
    const card = within(vouchers)
      .getAllByRole('button')
      .find((button) => button.textContent?.startsWith(price));
    if (!card) throw new Error(`no ${price} voucher card`);
    return card;
  });
}

describe('withdrawal vouchers', { timeout: 60_000 }, () => {
  useSimulator();
  afterEach(() => {
    closeAllOverlays();
    dialogStore.reset();
  });

  it.each([
    ['a member who has deposited (the list hides crypto A from them)', 'demo', 'Demo1234!', '$'],
    ['a member who never deposited', 'newbie', 'Newbie1234!', 'R$'],
  ])(
    'a voucher card opens crypto with its price chosen, for %s',
    async (_who, username, password, symbol) => {
      await userEvent.click(await voucherCard(username, password, `${symbol}120.00`));
      const deposit = await screen.findByRole('dialog', { name: 'Deposit' });
      expect(
        await within(deposit).findByRole('heading', { name: 'Crypto (BTC, ETH, USDT, LTC)' }),
      ).toBeInTheDocument();
      // 120 is not among the config's presets: offered as one more, chosen.
      expect(within(deposit).getByRole('button', { name: `${symbol}120` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(deposit).getByRole('button', { name: `${symbol}100` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    },
  );

  it('a voucher priced like a preset chooses that preset', async () => {
    await userEvent.click(await voucherCard('demo', 'Demo1234!', '$200.00'));
    const deposit = await screen.findByRole('dialog', { name: 'Deposit' });
    await within(deposit).findByRole('heading', { name: 'Crypto (BTC, ETH, USDT, LTC)' });
    expect(within(deposit).getAllByRole('button', { name: '$200' })).toHaveLength(1);
    expect(within(deposit).getByRole('button', { name: '$200' })).toHaveAttribute('aria-pressed', 'true');
  });
});
