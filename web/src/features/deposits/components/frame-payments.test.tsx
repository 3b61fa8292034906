import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { renderApp } from '../../../testing/render-app';
import { simControl } from '../../../testing/sim-control';
import {
  DEMO,
  elapse,
  fakePaymentTimers,
  fakePaymentWindow,
  fillCardForm,
  headerBalance,
  openDepositMethod,
  pressOnProviderPage,
  renderWithDeposit,
  signIn,
  usePaymentScreens,
  usePixelSpy,
} from '../deposits-test-utils';

/** The order id in the address of the provider page the pop-up embeds. */
function embeddedOrderId(dialog: HTMLElement): string {
  const src = within(dialog).getByTitle('Payment page').getAttribute('src') ?? '';
  return new URL(src, window.location.origin).searchParams.get('order') ?? '';
}

/** What the provider's frame posts when it leaves (2 s after any end, spec 02 §2). */
function payClose() {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: 'PAY_CLOSE', origin: window.location.origin }));
  });
}

/** Signed in as demo: a $100 Stripe order in its frame, paid with `card` if given, then the page is left. Answers the order id. */
async function startStripeOrderAndLeave(user: ReturnType<typeof fakePaymentTimers>, card?: object) {
  await signIn(DEMO);
  const payingPage = renderWithDeposit();
  const dialog = await openDepositMethod('Stripe');
  await user.click(await within(dialog).findByRole('button', { name: '$100' }));
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByTitle('Payment page');
  const orderId = embeddedOrderId(dialog);
  if (card) await pressOnProviderPage(orderId, 'pay', card);
  act(() => closeAllOverlays());
  payingPage.unmount();
  return orderId;
}

const CARD = { cardNum: '4242424242424242', cardCvv: '123', expireMonth: '12', expireYear: '2030' };

const depositDialog = () => screen.queryByRole('dialog', { name: 'Deposit' });

/**
 * The card payment frame (PAYP), the onlyPay tab and the stripe-style return: a frame
 * that fails or is cancelled says so with Try again, the tab that opened onlyPay shows the result
 * and the balance when the order lands, and every success sends the purchase event exactly once.
 */
describe('payments on provider pages', { timeout: 60_000 }, () => {
  usePaymentScreens();
  const fbq = usePixelSpy();

  it('PAYP: Fail and Cancel are told with Try again; a payment closes the pop-up with the new balance', async () => {
    const user = fakePaymentTimers();
    await signIn(DEMO);
    renderWithDeposit();
    const dialog = await openDepositMethod('Card payment frame');
    const startFrame = async () => {
      await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
      await within(dialog).findByTitle('Payment page');
      return embeddedOrderId(dialog);
    };

    await pressOnProviderPage(await startFrame(), 'fail');
    payClose();
    expect(await within(dialog).findByRole('heading', { name: 'Deposit failed' })).toBeInTheDocument();
    expect(within(dialog).getByText(/The payment did not go through/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    await pressOnProviderPage(await startFrame(), 'cancel');
    payClose();
    expect(await within(dialog).findByRole('heading', { name: 'Transaction canceled' })).toBeInTheDocument();
    expect(within(dialog).getByText('Your deposit has been cancelled')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    await pressOnProviderPage(await startFrame(), 'pay');
    await simControl.call('changeClock', { advance: '2s' });
    payClose();
    await waitFor(() => expect(depositDialog()).not.toBeInTheDocument());
    await waitFor(() => expect(headerBalance()).toMatch(/1,700\.00$/));
    await waitFor(() => expect(fbq).toHaveBeenCalledTimes(1));
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 200, currency: 'USD' });
  });

  it('onlyPay: the first tab follows the order; result, balance and one purchase event when it lands', async () => {
    const user = fakePaymentTimers();
    const { target: tab } = fakePaymentWindow();
    await signIn(DEMO);
    renderWithDeposit();
    const dialog = await openDepositMethod('OnlyPay');
    await user.click(await within(dialog).findByRole('button', { name: '$100' }));
    await fillCardForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    expect(
      await within(dialog).findByText(/Complete the payment in the tab that has opened/),
    ).toBeInTheDocument();
    const orderId = new URL(tab.location.href).searchParams.get('order') ?? '';
    expect(orderId).toMatch(/^OP/);
    await elapse(4000);
    expect(headerBalance()).toMatch(/1,500\.00$/);

    await pressOnProviderPage(orderId, 'pay');
    await simControl.call('changeClock', { advance: '2s' });
    await elapse(2000);
    expect(await within(dialog).findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    expect(within(dialog).getByText(`Order ${orderId}`)).toBeInTheDocument();
    await waitFor(() => expect(headerBalance()).toMatch(/1,600\.00$/));
    await waitFor(() => expect(fbq).toHaveBeenCalledTimes(1));
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 100, currency: 'USD' });
  });

  it('stripe-style return whose looks run out with the order open: not "failed", followed to its credit', async () => {
    const orderId = await startStripeOrderAndLeave(fakePaymentTimers());

    // Back from the provider before it decided: 3 s, then 3 looks 3 s apart, all 'wait'.
    renderApp(`/payment/easyzeng/return?order_id=${orderId}&status=pending`);
    const result = await screen.findByRole('dialog', { name: 'Deposit' }, { timeout: 10_000 });
    await elapse(10_000);
    expect(
      await within(result).findByText(/The provider has not confirmed your payment yet/),
    ).toBeInTheDocument();
    expect(within(result).queryByRole('heading', { name: 'Deposit failed' })).not.toBeInTheDocument();
    await pressOnProviderPage(orderId, 'pay', CARD);
    await elapse(3000);
    expect(await within(result).findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
    await waitFor(() => expect(headerBalance()).toMatch(/1,600\.00$/));
    await waitFor(() => expect(fbq).toHaveBeenCalledTimes(1));
  });

  it('stripe-style return opened again after the success: the purchase event stays at one', async () => {
    // Paid in the frame; the frame sends the page to the return address.
    const orderId = await startStripeOrderAndLeave(fakePaymentTimers(), CARD);

    // The frame sends the page to the return address; opened again later, it is the same order.
    for (const _visit of ['first', 'again']) {
      const page = renderApp(`/payment/easyzeng/return?order_id=${orderId}&status=success`);
      const result = await screen.findByRole('dialog', { name: 'Deposit' }, { timeout: 10_000 });
      await elapse(3000);
      expect(await within(result).findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
      await waitFor(() => expect(fbq).toHaveBeenCalledTimes(1));
      act(() => closeAllOverlays());
      page.unmount();
    }
    await elapse(5000);
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 100, currency: 'USD' });
  });
});
