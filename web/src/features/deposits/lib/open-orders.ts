import { depositMethodCodeSchema } from '@casino/contracts/deposits/enums';
import { z } from 'zod';
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '../../../shared/storage/app-storage';
import { purchaseKey } from './purchase-tracking';

/**
 * The member's deposit orders that have no final answer yet, kept in local storage so that they
 * outlive the page (a reload, a reopened tab, a return from a provider's page) and every tab
 * sees them (decision 065). What is kept: the reference the status look-up needs, the method,
 * and the amount and currency the purchase event needs. Never card data.
 */
const OpenOrderSchema = z.object({
  memberId: z.number().int(),
  method: depositMethodCodeSchema,
  /** The deposit id (card, card processor, crypto) or the provider's order id (cash, frames; PayPal's biz_id). */
  reference: z.union([z.number().int(), z.string().min(1)]),
  /** PayPal's c_site, which its look-up needs beside biz_id. */
  site: z.string().optional(),
  amount: z.number(),
  currency: z.string(),
  /** When it was kept (this browser's clock, ms). */
  since: z.number(),
  /** The player paid or said so: only such an order's failure or long wait is told. */
  confirmed: z.boolean(),
  /** The player has been told that it is taking long: not told again. */
  told: z.boolean(),
});
export type OpenOrder = z.infer<typeof OpenOrderSchema>;
export type NewOpenOrder = Omit<OpenOrder, 'since' | 'told'>;

/** At most this many (the newest): a member rarely has more than one or two open. */
const MAX_KEPT = 20;

/**
 * How long an order is followed at most: a day once the player paid (a provider may settle
 * late; the player was told long before), an hour when the player may have walked away from
 * the provider's page (the simulator expires those after 30 minutes).
 */
export const OPEN_ORDER_MAX_AGE_MS = { confirmed: 24 * 60 * 60_000, unconfirmed: 60 * 60_000 } as const;

/**
 * How an open order is followed once its screen's own schedule is over or gone (ours): every
 * 3 s at first, every 30 s once it has been open longer than its method's patience.
 */
export const OPEN_ORDER_POLL = {
  firstDelayMs: 3000,
  intervalMs: 3000,
  maxAttempts: Number.POSITIVE_INFINITY,
};
export const OPEN_ORDER_SLOW_POLL = { ...OPEN_ORDER_POLL, firstDelayMs: 30_000, intervalMs: 30_000 };

/** The order's key, the purchase event's (`purchaseKey`): by deposit id or by provider order id. */
export function openOrderKey({ reference }: Pick<OpenOrder, 'reference'>): string {
  return typeof reference === 'number' ? purchaseKey.deposit(reference) : purchaseKey.order(reference);
}

function readAll(): OpenOrder[] {
  const stored = readStoredJson(STORAGE_KEYS.pendingDeposits);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = OpenOrderSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const listeners = new Set<() => void>();
const claims = new Map<string, number>();
/** Counts the changes, as `useSyncExternalStore` needs a value that changes with them. */
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Changes with every change of the orders or the claims (see `subscribeOpenOrders`). */
export const openOrdersVersion = (): number => version;

function writeAll(orders: readonly OpenOrder[]): void {
  writeStoredJson(STORAGE_KEYS.pendingDeposits, orders.slice(-MAX_KEPT));
  notify();
}

/** Keeps an order, or updates one kept: its first `since` and `told` stay, `confirmed` only grows. */
export function keepOpenOrder(order: NewOpenOrder, now = Date.now()): void {
  const key = openOrderKey(order);
  const orders = readAll();
  const kept = orders.find((item) => openOrderKey(item) === key);
  // Through the schema: only the fields it names are ever written (never card data).
  const next = OpenOrderSchema.parse(
    kept
      ? { ...kept, ...order, confirmed: kept.confirmed || order.confirmed }
      : { ...order, since: now, told: false },
  );
  writeAll([...orders.filter((item) => openOrderKey(item) !== key), next]);
}

export function findOpenOrder(key: string): OpenOrder | null {
  return readAll().find((item) => openOrderKey(item) === key) ?? null;
}

/** Marks a kept order as paid by the player, or as told about; nothing for an order not kept. */
export function markOpenOrder(key: string, patch: Partial<Pick<OpenOrder, 'confirmed' | 'told'>>): void {
  const orders = readAll();
  if (!orders.some((item) => openOrderKey(item) === key)) return;
  writeAll(orders.map((item) => (openOrderKey(item) === key ? { ...item, ...patch } : item)));
}

/**
 * Takes an order out: its end is being shown. One synchronous read and write, so that of two
 * tabs that learn the end at once, one gets the order (and tells the player) and the other null.
 */
export function takeOpenOrder(key: string): OpenOrder | null {
  const orders = readAll();
  const taken = orders.find((item) => openOrderKey(item) === key) ?? null;
  if (taken) writeAll(orders.filter((item) => item !== taken));
  return taken;
}

const isLive = (order: OpenOrder, memberId: number, now: number) =>
  order.memberId === memberId &&
  now - order.since < OPEN_ORDER_MAX_AGE_MS[order.confirmed ? 'confirmed' : 'unconfirmed'];

/** The member's open orders still worth following, oldest first. */
export function openOrdersOf(memberId: number, now = Date.now()): OpenOrder[] {
  return readAll().filter((order) => isLive(order, memberId, now));
}

/** Drops another member's orders (a shared browser) and those older than `OPEN_ORDER_MAX_AGE_MS`. */
export function dropStaleOpenOrders(memberId: number, now = Date.now()): void {
  const orders = readAll();
  const live = orders.filter((order) => isLive(order, memberId, now));
  if (live.length !== orders.length) writeAll(live);
}

/**
 * A screen follows the order itself while it shows it: the app-wide follower leaves a claimed
 * order alone (in this tab). Answers the release; releasing twice does nothing.
 */
export function claimOpenOrder(key: string): () => void {
  claims.set(key, (claims.get(key) ?? 0) + 1);
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const count = (claims.get(key) ?? 1) - 1;
    if (count > 0) claims.set(key, count);
    else claims.delete(key);
    notify();
  };
}

export function isOpenOrderClaimed(key: string): boolean {
  return claims.has(key);
}

/** Another tab changed the stored orders. */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.pendingDeposits) notify();
}

/** Calls `listener` when the orders (here or in another tab) or the claims change. */
export function subscribeOpenOrders(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
