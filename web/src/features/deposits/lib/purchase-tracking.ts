import type { Currency } from '@casino/contracts/reference/schemas';
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '../../../shared/storage/app-storage';

type FacebookPixel = (command: 'track', event: 'Purchase', data: { value: number; currency: 'USD' }) => void;

declare global {
  interface Window {
    /** The ad-tracking pixel, when the operator's page loads one. */
    fbq?: FacebookPixel;
  }
}

/** A deposit that landed, as the purchase event needs it (decision 033). */
export interface PurchaseReport {
  /** Names the order: the event goes out once per key (`purchaseKey`). Never card data. */
  orderKey: string;
  amount: number;
  currency: string;
}

/** The key of an order by its deposit id (card, card processor, crypto) or provider order id. */
export const purchaseKey = {
  deposit: (depositId: number) => `deposit:${depositId}`,
  order: (orderId: string) => `order:${orderId}`,
};

/** Orders reported, the newest kept in this browser (local storage: other tabs and later visits see it). */
const MAX_REMEMBERED = 100;
/** How often a waiting event looks for the pixel, and for how long at most. */
const PIXEL_WATCH_MS = 500;
const PIXEL_WAIT_MAX_MS = 10 * 60_000;

function readReported(): string[] {
  const stored = readStoredJson(STORAGE_KEYS.reportedPurchases);
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
}

/** Without storage the order is remembered by this page only (the waiting list below). */
function rememberReported(orderKey: string): void {
  writeStoredJson(STORAGE_KEYS.reportedPurchases, [...readReported(), orderKey].slice(-MAX_REMEMBERED));
}

/** An amount in US dollars: rates are units of the currency per dollar. */
export function toUsd(amount: number, currency: string, currencies: readonly Currency[]): number | null {
  if (currency === 'USD') return amount;
  const rate = currencies.find((item) => item.code === currency)?.exchangeRate;
  if (!rate || rate <= 0) return null;
  return Math.round((amount / rate) * 100) / 100;
}

/** Events waiting for the operator's pixel, by order key, in USD. */
const waiting = new Map<string, number>();
let watch: { timer: ReturnType<typeof setInterval>; since: number } | null = null;

function stopWatching(): void {
  if (watch) clearInterval(watch.timer);
  watch = null;
}

/** Sends what waits once the pixel is there; the storage is read again, as another tab may have sent it. */
function flush(): void {
  const pixel = window.fbq;
  if (typeof pixel !== 'function') {
    if (watch && Date.now() - watch.since > PIXEL_WAIT_MAX_MS) {
      // An operator without a pixel: nothing will ever take these.
      waiting.clear();
      stopWatching();
    }
    return;
  }
  for (const [orderKey, value] of waiting) {
    if (readReported().includes(orderKey)) continue;
    rememberReported(orderKey);
    try {
      pixel('track', 'Purchase', { value, currency: 'USD' });
    } catch {
      // Conversion tracking must never break the payment screens (spec 02 §7).
    }
  }
  waiting.clear();
  stopWatching();
}

/**
 * Reports a deposit to the ad-tracking pixel in USD (spec 02 §2, §7), once per order: an order
 * already reported (in any tab, before a reload) or already waiting is skipped. The operator's
 * script may load after the deposit lands: the event then waits for `fbq` and goes out when it
 * appears (decision 033). An amount with no known rate is not reported.
 */
export function reportPurchase(report: PurchaseReport, currencies: readonly Currency[]): void {
  if (waiting.has(report.orderKey) || readReported().includes(report.orderKey)) return;
  const value = toUsd(report.amount, report.currency, currencies);
  if (value === null) return;
  waiting.set(report.orderKey, value);
  flush();
  if (waiting.size > 0 && !watch) watch = { timer: setInterval(flush, PIXEL_WATCH_MS), since: Date.now() };
}

/** Forgets the waiting events and stops watching (tests; the storage is theirs to clear). */
export function resetPurchaseTracking(): void {
  waiting.clear();
  stopWatching();
}
