/**
 * The amount of each order sent to a provider page, by order id, so that the page the provider
 * returns to can report the purchase: the same tab, or the provider tab of onlyPay, which is
 * opened before its order exists (a tab gets a copy of the session storage when it opens, so
 * later writes would not reach it): local storage, the last 20 orders, amounts only.
 */
const KEY = 'casino.pendingDeposits';
const MAX_KEPT = 20;

export interface PendingDeposit {
  amount: number;
  currency: string;
}

function readAll(): Record<string, PendingDeposit> {
  try {
    const text = window.localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Record<string, PendingDeposit>) : {};
  } catch {
    return {};
  }
}

export function rememberPendingDeposit(orderId: string, deposit: PendingDeposit): void {
  try {
    const entries = Object.entries(readAll()).slice(-(MAX_KEPT - 1));
    window.localStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...entries, [orderId, deposit]])));
  } catch {
    // Without storage the purchase is simply not reported.
  }
}

export function findPendingDeposit(orderId: string | null | undefined): PendingDeposit | null {
  return orderId ? (readAll()[orderId] ?? null) : null;
}
