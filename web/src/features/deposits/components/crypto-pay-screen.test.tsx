import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simControl } from '../../../testing/sim-control';
import {
  DEMO,
  elapse,
  fakePaymentTimers,
  openDepositMethod,
  renderWithDeposit,
  signIn,
  usePaymentScreens,
} from '../deposits-test-utils';

const WAITING = 'Waiting for the blockchain to confirm your transfer…';
/** The crypto patience (PATIENCE_MS.CRYPTO). */
const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Crypto B ('Crypto wallet') for demo, with the charge's end scripted by a QA rule: the coin,
 * Continue, then "I'VE MADE THE TRANSFER" once the simulator's chain has had its 6 s.
 */
async function payCrypto(
  user: ReturnType<typeof fakePaymentTimers>,
  outcome: 'failed' | 'expired' | 'never',
) {
  await simControl.call('addRule', { target: 'deposit', method: 'CRYPT', outcome });
  await signIn(DEMO);
  renderWithDeposit();
  const dialog = await openDepositMethod('Crypto wallet');
  await user.click(await within(dialog).findByRole('button', { name: '$50' }));
  await user.click(within(dialog).getByLabelText('BTC'));
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByRole('img', { name: 'QR code of the deposit address' });
  await simControl.call('changeClock', { advance: '7s' });
  await user.click(within(dialog).getByRole('button', { name: "I'VE MADE THE TRANSFER" }));
  return dialog;
}

/** A failed or expired charge is told at once; one never confirmed gets a notice and a way out. */
describe('crypto charges that do not confirm', { timeout: 60_000 }, () => {
  usePaymentScreens(() => import('./crypto-deposit-flow'));

  it('a failed charge says so as soon as the status does, with Try again back to the form', async () => {
    const user = fakePaymentTimers();
    const dialog = await payCrypto(user, 'failed');
    expect(await within(dialog).findByText(/This crypto charge failed/)).toBeInTheDocument();
    expect(within(dialog).queryByText(WAITING)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('an expired charge says so, and not to send coins to that address any more', async () => {
    const user = fakePaymentTimers();
    const dialog = await payCrypto(user, 'expired');
    expect(await within(dialog).findByText(/This crypto charge has expired/)).toHaveTextContent(
      'Do not send coins to this address any more',
    );
  });

  it('a transfer never confirmed: after 15 minutes a notice and Close; the look-ups go on', async () => {
    const user = fakePaymentTimers();
    const dialog = await payCrypto(user, 'never');
    expect(await within(dialog).findByText(WAITING)).toBeInTheDocument();
    // A minute short: the fake clock also moves with real time (shouldAdvanceTime), by seconds
    // on a busy machine.
    await elapse(FIFTEEN_MINUTES - 60_000);
    expect(within(dialog).queryByText(/has not been confirmed yet/)).not.toBeInTheDocument();
    await elapse(60_000);
    expect(within(dialog).getByText(/Your transfer has not been confirmed yet/)).toBeInTheDocument();
    expect(within(dialog).getByText(WAITING)).toBeInTheDocument();
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!close) throw new Error('no Close under the notice');
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());
  });
});
