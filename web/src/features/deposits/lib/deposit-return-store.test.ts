import { afterEach, describe, expect, it, vi } from 'vitest';
import { depositReturnStore, HANDED_OVER_CLAIM_MS } from './deposit-return-store';
import { claimOpenOrder, isOpenOrderClaimed } from './open-orders';
import { purchaseKey } from './purchase-tracking';

describe('a return handed over to the deposit pop-up', () => {
  afterEach(() => {
    depositReturnStore.clear();
    vi.useRealTimers();
  });

  it('keeps the app-wide follower off its order from the hand-over until the pop-up reads it', () => {
    const key = purchaseKey.order('cs_42');
    depositReturnStore.set({ kind: 'orderReturn', orderId: 'cs_42', status: 'success' });
    expect(isOpenOrderClaimed(key)).toBe(true);
    // The pop-up's return view claims it itself before the pop-up clears the job.
    const returnView = claimOpenOrder(key);
    depositReturnStore.clear();
    expect(isOpenOrderClaimed(key)).toBe(true);
    returnView();
    expect(isOpenOrderClaimed(key)).toBe(false);
  });

  it("claims a PayPal return's order, nothing for an error or a cancel, and one job at a time", () => {
    depositReturnStore.set({ kind: 'paypalReturn', bizId: 'PP-7', cSite: 'site' });
    expect(isOpenOrderClaimed(purchaseKey.order('PP-7'))).toBe(true);
    depositReturnStore.set({ kind: 'error', orderId: 'PP-7' });
    expect(isOpenOrderClaimed(purchaseKey.order('PP-7'))).toBe(false);
    depositReturnStore.set({ kind: 'cancel' });
    expect(depositReturnStore.peek()).toEqual({ kind: 'cancel' });
  });

  it('lets the follower take the order on when the pop-up never reads the job', () => {
    vi.useFakeTimers();
    const key = purchaseKey.order('cs_43');
    depositReturnStore.set({ kind: 'orderReturn', orderId: 'cs_43', status: 'success' });
    vi.advanceTimersByTime(HANDED_OVER_CLAIM_MS);
    expect(isOpenOrderClaimed(key)).toBe(false);
  });
});
