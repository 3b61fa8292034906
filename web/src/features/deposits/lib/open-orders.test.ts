import { DepositMethodCode } from '@casino/contracts/deposits/enums';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import {
  claimOpenOrder,
  dropStaleOpenOrders,
  findOpenOrder,
  isOpenOrderClaimed,
  keepOpenOrder,
  markOpenOrder,
  type NewOpenOrder,
  OPEN_ORDER_MAX_AGE_MS,
  openOrderKey,
  openOrdersOf,
  subscribeOpenOrders,
  takeOpenOrder,
} from './open-orders';

const HOUR = 60 * 60_000;

const cattl: NewOpenOrder = {
  memberId: 1,
  method: DepositMethodCode.CATTL,
  reference: 42,
  amount: 25,
  currency: 'USD',
  confirmed: true,
};
const paypal: NewOpenOrder = {
  memberId: 1,
  method: DepositMethodCode.PAYPAL,
  reference: 'PAYID-7',
  site: 'site-1',
  amount: 100,
  currency: 'USD',
  confirmed: false,
};

const stored = () => window.localStorage.getItem(STORAGE_KEYS.pendingDeposits);

describe('open deposit orders (decision 065)', () => {
  it('keeps an order by its purchase key, with what its look-up and purchase event need', () => {
    keepOpenOrder(cattl, 1000);
    keepOpenOrder(paypal, 2000);
    expect(openOrderKey(cattl)).toBe('deposit:42');
    expect(openOrderKey(paypal)).toBe('order:PAYID-7');
    expect(findOpenOrder('deposit:42')).toEqual({ ...cattl, since: 1000, told: false });
    expect(openOrdersOf(1, 3000).map(openOrderKey)).toEqual(['deposit:42', 'order:PAYID-7']);
    expect(JSON.parse(stored() ?? '[]')).toHaveLength(2);
  });

  it('kept again, an order keeps its first time and what the player was told; paid only grows', () => {
    keepOpenOrder(paypal, 1000);
    markOpenOrder('order:PAYID-7', { told: true, confirmed: true });
    keepOpenOrder({ ...paypal, confirmed: false }, 5000);
    expect(findOpenOrder('order:PAYID-7')).toMatchObject({ since: 1000, told: true, confirmed: true });
  });

  it('is taken out once: a second taker (another tab) gets nothing', () => {
    keepOpenOrder(cattl, 1000);
    expect(takeOpenOrder('deposit:42')).toMatchObject({ reference: 42 });
    expect(takeOpenOrder('deposit:42')).toBeNull();
    expect(stored()).toBe('[]');
  });

  it("drops another member's orders and orders too old to follow", () => {
    const now = 10 * 24 * HOUR;
    keepOpenOrder({ ...cattl, memberId: 2 }, now);
    keepOpenOrder({ ...cattl, reference: 7 }, now - OPEN_ORDER_MAX_AGE_MS.confirmed);
    keepOpenOrder({ ...cattl, reference: 8 }, now - OPEN_ORDER_MAX_AGE_MS.confirmed + 1);
    keepOpenOrder(paypal, now - OPEN_ORDER_MAX_AGE_MS.unconfirmed);
    keepOpenOrder({ ...paypal, reference: 'PAYID-8' }, now - HOUR / 2);
    expect(openOrdersOf(1, now).map(openOrderKey)).toEqual(['deposit:8', 'order:PAYID-8']);
    dropStaleOpenOrders(1, now);
    expect(JSON.parse(stored() ?? '[]')).toHaveLength(2);
  });

  it('reads nothing from an unreadable or older value, and never keeps what the schema does not name', () => {
    window.localStorage.setItem(STORAGE_KEYS.pendingDeposits, '{"VM1":{"amount":5,"currency":"USD"}}');
    expect(openOrdersOf(1)).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.pendingDeposits, 'not json');
    expect(openOrdersOf(1)).toEqual([]);
    keepOpenOrder({ ...cattl, cardNum: '4242424242424242', cardCvv: '739' } as NewOpenOrder);
    expect(stored()).toContain('"reference":42');
    expect(stored()).not.toMatch(/4242|739|card/i);
  });

  it('claims are counted per key, released once each, and tell the subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOpenOrders(listener);
    const first = claimOpenOrder('deposit:42');
    const second = claimOpenOrder('deposit:42');
    first();
    first();
    expect(isOpenOrderClaimed('deposit:42')).toBe(true);
    second();
    expect(isOpenOrderClaimed('deposit:42')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it('hears another tab change the orders (the storage event)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOpenOrders(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.pendingDeposits }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
