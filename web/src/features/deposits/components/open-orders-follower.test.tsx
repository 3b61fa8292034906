import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import { DepositMethodCode } from '@casino/contracts/deposits/enums';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../shared/api/api-client';
import { paths } from '../../../shared/config/paths';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { renderApp } from '../../../testing/render-app';
import { calledApiPaths, simControl } from '../../../testing/sim-control';
import {
  DEMO,
  elapse,
  fakePaymentTimers,
  fillCardForm,
  headerBalance,
  openDepositMethod,
  pressOnProviderPage,
  renderWithDeposit,
  signIn,
  usePaymentScreens,
  usePixelSpy,
} from '../deposits-test-utils';
import { PATIENCE_MS } from '../hooks/use-patience';
import { keepOpenOrder, openOrdersOf } from '../lib/open-orders';

/** A page without home's banner carousel, whose animation frames outlive an unmount in jsdom. */
const PAGE = paths.aboutBtc;

/** A polled-frame order of `amount` made by the signed-in member, as the frame flow makes it. */
async function polledFrameOrder(memberId: number, amount: number): Promise<string> {
  const created = await apiClient.call(depositEndpoints.paypDepositOrder, {
    amount,
    memberId,
    paymentMethod: DepositMethodCode.PAYPAL_POLL,
  });
  return created.orderId;
}

/** A reload, as far as the app can tell: the page and its pop-ups go, storage stays. */
function leavePage(page: { unmount: () => void }) {
  act(() => closeAllOverlays());
  page.unmount();
}

/**
 * Moves the page's timers on a second at a time until `find` finds what it looks for: the
 * follower's code and texts load in real time, so a single jump could come before it listens.
 */
async function elapseUntil<T>(find: () => T | Promise<T>, stepMs = 1000, maxSteps = 90): Promise<T> {
  for (let step = 0; step < maxSteps; step += 1) {
    await elapse(stepMs);
    try {
      return await find();
    } catch {
      // Not yet.
    }
  }
  return find();
}

/** The alert dialog named `name` (found cheaply first: role queries over the whole app are slow). */
function alertNamed(name: string): HTMLElement {
  if (!document.querySelector('[role="alertdialog"]')) throw new Error('No alert dialog yet');
  return screen.getByRole('alertdialog', { name });
}

/** How many polled-frame look-ups reached the simulator. */
const frameLookUps = async () =>
  (await calledApiPaths()).filter((path) => path.endsWith('/payp/findOrder')).length;

const storedOrders = () => window.localStorage.getItem(STORAGE_KEYS.pendingDeposits) ?? '[]';

/**
 * An open order outlives the page (decision 065): the app-wide follower takes up the
 * member's open orders after a reload and tells each end once, truthfully.
 */
describe('open orders followed past the page', { timeout: 60_000 }, () => {
  usePaymentScreens(() => import('./open-orders-follower'));
  const fbq = usePixelSpy();

  it('a card charge confirming at a reload: its credit is told once after it, with the balance and one event', async () => {
    const user = fakePaymentTimers();
    await simControl.call('addRule', {
      target: 'deposit',
      method: 'CATTL',
      outcome: 'success',
      delayMs: 20_000,
    });
    await signIn(DEMO);
    const paying = renderWithDeposit(PAGE);
    const dialog = await openDepositMethod('Card (instant)');
    await fillCardForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    expect(await within(dialog).findByText(/We are confirming your payment/)).toBeInTheDocument();
    expect(storedOrders()).not.toMatch(/4242|739|card/i);
    leavePage(paying);

    const reloaded = renderApp(PAGE);
    const pollingStatus = async () =>
      (await calledApiPaths()).filter((path) => path.endsWith('/deposit/pollingStatus')).length;
    const before = await pollingStatus();
    await elapseUntil(async () => expect(await pollingStatus()).toBeGreaterThan(before));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await simControl.call('changeClock', { advance: '20s' });
    const told = await elapseUntil(() => alertNamed('Deposit successful'));
    expect(told).toHaveTextContent('Your deposit of $200.00 has been credited to your balance.');
    await waitFor(() => expect(headerBalance()).toMatch(/1,700\.00$/));
    await waitFor(() => expect(fbq).toHaveBeenCalledTimes(1));
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 200, currency: 'USD' });
    await user.click(within(told).getByRole('button', { name: 'OK' }));
    expect(storedOrders()).toBe('[]');

    leavePage(reloaded);
    renderApp(PAGE);
    await elapse(10_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fbq).toHaveBeenCalledTimes(1);
  });

  it("a paid order that failed is told; one never paid for and another member's go quietly", async () => {
    const user = fakePaymentTimers();
    const member = await signIn(DEMO);
    const paid = await polledFrameOrder(member.id, 100);
    const unpaid = await polledFrameOrder(member.id, 50);
    const order = { method: DepositMethodCode.PAYPAL_POLL, currency: 'USD' };
    keepOpenOrder({ ...order, memberId: member.id, reference: paid, amount: 100, confirmed: true });
    keepOpenOrder({ ...order, memberId: member.id, reference: unpaid, amount: 50, confirmed: false });
    keepOpenOrder({ ...order, memberId: member.id + 1, reference: 'PP-other', amount: 5, confirmed: true });
    await pressOnProviderPage(paid, 'fail');
    await pressOnProviderPage(unpaid, 'cancel');

    renderApp(PAGE);
    const told = await elapseUntil(() => alertNamed('Deposit failed'));
    expect(told).toHaveTextContent('Your deposit of $100.00 did not go through, so nothing was credited.');
    await user.click(within(told).getByRole('button', { name: 'OK' }));
    await elapse(6000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(storedOrders()).toBe('[]');
    expect(headerBalance()).toMatch(/1,500\.00$/);
  });

  it('a paid order still open past its patience: one notice, and the follow goes on to the credit', async () => {
    const user = fakePaymentTimers();
    const member = await signIn(DEMO);
    const orderId = await polledFrameOrder(member.id, 100);
    const since = Date.now() - PATIENCE_MS.CARD - 1000;
    const order = { memberId: member.id, method: DepositMethodCode.PAYPAL_POLL, currency: 'USD' };
    keepOpenOrder({ ...order, reference: orderId, amount: 100, confirmed: true }, since);

    const page = renderApp(PAGE);
    // Past its patience the order is looked up every 30 s.
    const notice = await elapseUntil(() => alertNamed('Payment still being confirmed'), 5000);
    expect(notice).toHaveTextContent('The provider has not confirmed your deposit of $100.00 yet.');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    leavePage(page);
    renderApp(PAGE);
    const before = await frameLookUps();
    await elapseUntil(async () => expect(await frameLookUps()).toBeGreaterThan(before), 5000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(openOrdersOf(member.id)).toHaveLength(1);

    await pressOnProviderPage(orderId, 'pay');
    await simControl.call('changeClock', { advance: '2s' });
    const told = await elapseUntil(() => alertNamed('Deposit successful'), 5000);
    expect(told).toHaveTextContent('$100.00');
    await waitFor(() => expect(headerBalance()).toMatch(/1,600\.00$/));
  });
});
