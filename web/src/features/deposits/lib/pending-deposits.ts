import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '../../../shared/storage/app-storage';

/**
 * The amount of each order sent to a provider page, by order id, so that the page the provider
 * returns to can report the purchase: the same tab, or the provider tab of onlyPay, which is
 * opened before its order exists (a tab gets a copy of the session storage when it opens, so
 * later writes would not reach it): local storage, the last 20 orders, amounts only.
 */
const MAX_KEPT = 20;

export interface PendingDeposit {
  amount: number;
  currency: string;
}

const isPendingDeposit = (value: unknown): value is PendingDeposit =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).amount === 'number' &&
  typeof (value as Record<string, unknown>).currency === 'string';

function readAll(): Record<string, PendingDeposit> {
  const stored = readStoredJson(STORAGE_KEYS.pendingDeposits);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => isPendingDeposit(value)));
}

/** Without storage the purchase is simply not reported (app-storage guards every access). */
export function rememberPendingDeposit(orderId: string, deposit: PendingDeposit): void {
  const entries = Object.entries(readAll()).slice(-(MAX_KEPT - 1));
  writeStoredJson(STORAGE_KEYS.pendingDeposits, Object.fromEntries([...entries, [orderId, deposit]]));
}

export function findPendingDeposit(orderId: string | null | undefined): PendingDeposit | null {
  return orderId ? (readAll()[orderId] ?? null) : null;
}
