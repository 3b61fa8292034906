import { DepositOrderStatus, type DepositOrderStatusValue } from '@casino/contracts/deposits/enums';
import { and, eq } from 'drizzle-orm';
import type { SimDatabase } from '../../db/database';
import { depositOrders } from '../../db/schema/index';
import { creditDeposit } from './deposit-crediting';
import type { DepositFlowValue } from './deposit-flows';
import { TRIGGER_DELAY_MS } from './deposit-plan';
import { cardTestOutcome } from './deposit-test-values';
import {
  type DepositOrderRow,
  dueDepositOrders,
  findDepositOrder,
  updateDepositOrder,
} from './deposits-repository';

/**
 * The deposit order state machine: created → pending → success | failed | cancelled | expired.
 * Every move goes through `settleOrder`, which checks the state it moves from inside one
 * transaction, so an order ends once and is credited once, however many polls, page presses
 * and job runs reach it. The states are the contract's (the card calls report them).
 */
export const DepositOrderState = DepositOrderStatus;
export type FinalState = Exclude<DepositOrderStatusValue, 'created' | 'pending'>;

/** An open order nobody finishes expires after this long (simulator clock). */
export const ORDER_EXPIRY_MS = 30 * 60 * 1000;

/** Whether an open order expires ORDER_EXPIRY_MS after creation: only one with no planned time. */
const expiresUnpaid = (order: DepositOrderRow) =>
  order.plannedOutcome !== 'never' && order.resolveAt === null;

export const isFinal = (status: string) =>
  status !== DepositOrderState.CREATED && status !== DepositOrderState.PENDING;

const mustFind = (db: SimDatabase, id: number) => {
  const order = findDepositOrder(db, id);
  if (!order) throw new Error(`Deposit order ${id} vanished`);
  return order;
};

/** Ends an open order (and credits it on success) in one transaction; a final order stays as it is. */
export function settleOrder(
  db: SimDatabase,
  orderId: number,
  to: FinalState,
  now: number,
  message = '',
): DepositOrderRow {
  return db.transaction((tx) => {
    const order = findDepositOrder(tx, orderId);
    if (!order) throw new Error(`Deposit order ${orderId} vanished`);
    if (isFinal(order.status)) return order;
    const moved = tx
      .update(depositOrders)
      .set({ status: to, failureMessage: message, finishTime: now, updateTime: now })
      .where(and(eq(depositOrders.id, orderId), eq(depositOrders.status, order.status)))
      .returning()
      .get();
    if (!moved) return order;
    if (to === DepositOrderState.SUCCESS) creditDeposit(tx, moved, now);
    return moved;
  });
}

const settleAsPlanned = (db: SimDatabase, order: DepositOrderRow, now: number) =>
  order.plannedOutcome === 'never'
    ? order
    : settleOrder(db, order.id, order.plannedOutcome as FinalState, now, order.failureMessage);

/**
 * Brings an order up to date: counts a status look-up when `poll`, applies the plan once its
 * time or poll count has come, and expires it when it has been open too long ('never' orders
 * stay pending for good).
 */
export function advanceOrder(
  db: SimDatabase,
  order: DepositOrderRow,
  now: number,
  poll = false,
): DepositOrderRow {
  if (isFinal(order.status)) return order;
  let current = order;
  if (poll) {
    const polls = current.polls + 1;
    // Cash: the member's first look-up follows "I've made the transfer", so the order is under way.
    const status = current.flow === 'cash' ? DepositOrderState.PENDING : current.status;
    updateDepositOrder(db, current.id, { polls, status, updateTime: now });
    current = mustFind(db, current.id);
  }
  const timeCame = current.resolveAt !== null && now >= current.resolveAt;
  const pollsCame = current.resolveAfterPolls !== null && current.polls >= current.resolveAfterPolls;
  if (timeCame || pollsCame) {
    if (current.plannedOutcome === 'never') {
      if (current.status === DepositOrderState.CREATED) {
        updateDepositOrder(db, current.id, { status: DepositOrderState.PENDING, updateTime: now });
        return mustFind(db, current.id);
      }
      return current;
    }
    return settleAsPlanned(db, current, now);
  }
  // An order with a planned time (a rule's delayMs, a flow's trigger) ends then, not before:
  // a rule delaying it by an hour must not see it expire at 30 minutes.
  if (expiresUnpaid(current) && now - current.createTime >= ORDER_EXPIRY_MS) {
    return settleOrder(
      db,
      current.id,
      DepositOrderState.EXPIRED,
      now,
      'The payment window closed before it was paid',
    );
  }
  return current;
}

/**
 * The payer's go-ahead (the pay press on a provider page, the card processor's pay call):
 * the order is under way and its plan applies after the flow's processing time. A card
 * entered on the page decides the outcome when nothing stronger (a rule, an amount code) did.
 */
export function startProcessing(
  db: SimDatabase,
  order: DepositOrderRow,
  now: number,
  card?: { cardNum: string },
): DepositOrderRow {
  if (isFinal(order.status)) return order;
  const changes: Partial<typeof depositOrders.$inferInsert> = {
    status: DepositOrderState.PENDING,
    updateTime: now,
  };
  if (order.resolveAt === null && order.resolveAfterPolls === null) {
    changes.resolveAt = now + TRIGGER_DELAY_MS[order.flow as DepositFlowValue];
  }
  if (card) {
    changes.cardLast4 = card.cardNum.slice(-4);
    const test = order.planSource === 'default' ? cardTestOutcome(card.cardNum) : null;
    if (test && test.outcome !== 'provider_error') {
      changes.plannedOutcome = test.outcome;
      changes.planSource = 'test_value';
      changes.failureMessage = test.outcome === 'success' ? '' : test.message;
    }
  }
  updateDepositOrder(db, order.id, changes);
  return advanceOrder(db, mustFind(db, order.id), now);
}

export interface OrderEvent {
  time: number;
  /** resolve: its planned outcome; pending: a `never` order only goes pending; expire. */
  kind: 'resolve' | 'pending' | 'expire';
}

/**
 * What `advanceOrder` will do to an open order on the clock alone, and when (null: nothing; a
 * cash order waiting for polls only expires). The schedule reads it; it follows the same tests.
 */
export function nextOrderEvent(order: DepositOrderRow): OrderEvent | null {
  if (isFinal(order.status)) return null;
  if (expiresUnpaid(order)) return { time: order.createTime + ORDER_EXPIRY_MS, kind: 'expire' };
  if (order.resolveAt === null) return null;
  if (order.plannedOutcome !== 'never') return { time: order.resolveAt, kind: 'resolve' };
  // A `never` order only goes pending at its time, and then stays so.
  return order.status === DepositOrderState.CREATED ? { time: order.resolveAt, kind: 'pending' } : null;
}

/** The job: every open order whose time has come, or that is old enough to expire. */
export function resolveDueDepositOrders(db: SimDatabase, now: number) {
  for (const order of dueDepositOrders(db, now, now - ORDER_EXPIRY_MS)) advanceOrder(db, order, now);
}
