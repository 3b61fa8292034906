/**
 * The amount of each order sent to a provider page, by order id, so that the page the provider
 * returns to (same tab, or a tab this one opened) can report the purchase. Session storage:
 * it lives as long as the tab and is copied into the tabs it opens.
 */
const KEY = 'casino.pendingDeposits';
const MAX_KEPT = 20;

export interface PendingDeposit {
  amount: number;
  currency: string;
}

function readAll(): Record<string, PendingDeposit> {
  try {
    const text = window.sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Record<string, PendingDeposit>) : {};
  } catch {
    return {};
  }
}

export function rememberPendingDeposit(orderId: string, deposit: PendingDeposit): void {
  try {
    const entries = Object.entries(readAll()).slice(-(MAX_KEPT - 1));
    window.sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...entries, [orderId, deposit]])));
  } catch {
    // Without storage the purchase is simply not reported.
  }
}

export function findPendingDeposit(orderId: string | null | undefined): PendingDeposit | null {
  return orderId ? (readAll()[orderId] ?? null) : null;
}
