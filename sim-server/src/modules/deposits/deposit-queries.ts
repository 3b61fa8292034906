import { and, eq, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { depositOrders } from '../../db/schema/index';

/** Deposit figures other modules read (withdrawal rules, Friday Fun). Minor units. */

const successfulDepositsOf = (memberId: number) =>
  and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'success'));

/** Sum of the member's successful deposits. */
export function totalDeposited(db: SimDb, memberId: number): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(successfulDepositsOf(memberId))
    .get();
  return row?.total ?? 0;
}

/** The largest successful deposit of the member; 0 when there is none. */
export function maxDepositAmount(db: SimDb, memberId: number): number {
  const row = db
    .select({ largest: sql<number>`coalesce(max(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(successfulDepositsOf(memberId))
    .get();
  return row?.largest ?? 0;
}

/** Successful deposits of the member since a time (for weekly or daily promotions). */
export function depositedSince(db: SimDb, memberId: number, since: number): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(and(successfulDepositsOf(memberId), sql`${depositOrders.finishTime} >= ${since}`))
    .get();
  return row?.total ?? 0;
}
