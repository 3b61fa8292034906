import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { simControl } from '../../../testing/sim-control';
import {
  DEMO,
  elapse,
  fakePaymentTimers,
  fakePaymentWindow,
  fillCardForm,
  headerBalance,
  openDepositMethod,
  renderWithDeposit,
  signIn,
  usePaymentScreens,
} from '../deposits-test-utils';
import { openOrdersOf } from '../lib/open-orders';
import { resetPurchaseTracking } from '../lib/purchase-tracking';

const CONFIRMING = /We are confirming your payment with the provider/;
const OVERDUE = /The provider has not confirmed your payment yet/;
/** The card paths' patience (PATIENCE_MS.CARD). */
const THREE_MINUTES = 3 * 60_000;

async function successDialog() {
  const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
  expect(dialog).toHaveTextContent('Your deposit was successful.');
  return dialog;
}

/** Demo pays $200 by card (instant) under a CATTL rule; answers the pop-up, saying "confirming". */
async function payByCattl(
  user: ReturnType<typeof fakePaymentTimers>,
  rule: { outcome: 'never' | 'success'; delayMs?: number },
) {
  await simControl.call('addRule', { target: 'deposit', method: 'CATTL', ...rule });
  await signIn(DEMO);
  renderWithDeposit();
  const dialog = await openDepositMethod('Card (instant)');
  await fillCardForm(dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
  expect(await within(dialog).findByText(CONFIRMING)).toBeInTheDocument();
  return dialog;
}

/**
 * The card processor (CATTL) and the card window when the provider answers 'pending':
 * the player is told the truth while it is decided, the success dialog, the header's balance and
 * one purchase event come when it lands, and a charge that never ends gets a notice and a way out.
 */
describe('card payments the provider decides later', { timeout: 60_000 }, () => {
  usePaymentScreens();
  afterEach(() => {
    resetPurchaseTracking();
    window.fbq = undefined;
  });

  it('CATTL pending for good: "confirming", never "successful"; after 3 minutes a notice and Close', async () => {
    const user = fakePaymentTimers();
    const dialog = await payByCattl(user, { outcome: 'never' });
    // A minute short: the fake clock also moves with real time (shouldAdvanceTime), by seconds
    // on a busy machine.
    await elapse(THREE_MINUTES - 60_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(OVERDUE)).not.toBeInTheDocument();
    await elapse(60_000);
    expect(within(dialog).getByText(OVERDUE)).toBeInTheDocument();
    // The notice's Close (the pop-up's own close button comes first).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!close) throw new Error('no Close under the notice');
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(headerBalance()).toMatch(/1,500\.00$/);
  });

  it('CATTL success 20 s later: the dialog and balance then; the purchase event once the pixel loads', async () => {
    const user = fakePaymentTimers();
    await payByCattl(user, { outcome: 'success', delayMs: 20_000 });
    await elapse(4000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(headerBalance()).toMatch(/1,500\.00$/);

    await simControl.call('changeClock', { advance: '20s' });
    await elapse(2000);
    const success = await successDialog();
    await waitFor(() => expect(headerBalance()).toMatch(/1,700\.00$/));
    // The operator's script is slow: the event waits for `fbq`, then goes out once.
    const fbq = vi.fn();
    await elapse(5000);
    window.fbq = fbq;
    await elapse(500);
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 200, currency: 'USD' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());
    await elapse(5000);
    expect(fbq).toHaveBeenCalledTimes(1);
  });

  it('card window: success reports the purchase once; a charge never decided gets the notice', async () => {
    const user = fakePaymentTimers();
    const fbq = vi.fn();
    window.fbq = fbq;
    fakePaymentWindow();
    const member = await signIn(DEMO);
    renderWithDeposit();
    let dialog = await openDepositMethod('Visa / Mastercard');
    await fillCardForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    await user.click(within(await successDialog()).getByRole('button', { name: 'OK' }));
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 200, currency: 'USD' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());

    await simControl.call('addRule', { target: 'deposit', method: 'VISA_MASTERCARD_1', outcome: 'never' });
    act(() => openOverlay('deposit', {}));
    dialog = await openDepositMethod('Visa / Mastercard');
    await fillCardForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    expect(await within(dialog).findByText(/Complete the payment in the window/)).toBeInTheDocument();
    // The deposit call answered 'pending': the charge is an open order, followed from now on.
    await waitFor(() => expect(openOrdersOf(member.id)).toHaveLength(1));
    await elapse(THREE_MINUTES);
    expect(within(dialog).getByText(OVERDUE)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fbq).toHaveBeenCalledTimes(1);
  });
});
