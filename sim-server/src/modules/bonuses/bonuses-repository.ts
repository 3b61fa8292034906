import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { and, asc, eq, gt, gte, inArray, isNull, lt, min, notLike, or, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { bonusJobMarks, ledgerEntries, members } from '../../db/schema/index';

/** Ledger types that make up a week's play: what was staked, won, and given back. */
const PLAY_TYPES = [
  LedgerTransactionType.GAME_BET,
  LedgerTransactionType.GAME_WIN,
  LedgerTransactionType.GAME_ROLLBACK,
];

export function readMark(db: SimDb, job: string, markKey: string): number | null {
  return (
    db
      .select({ value: bonusJobMarks.value })
      .from(bonusJobMarks)
      .where(and(eq(bonusJobMarks.job, job), eq(bonusJobMarks.markKey, markKey)))
      .get()?.value ?? null
  );
}

export function writeMark(db: SimDb, job: string, markKey: string, value: number) {
  db.insert(bonusJobMarks)
    .values({ job, markKey, value })
    .onConflictDoUpdate({ target: [bonusJobMarks.job, bonusJobMarks.markKey], set: { value } })
    .run();
}

/** Time of the member's earliest play row of all, or null on a database without play. */
export function earliestPlayTime(db: SimDb): number | null {
  return (
    db
      .select({ first: min(ledgerEntries.createTime) })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.type, PLAY_TYPES))
      .get()?.first ?? null
  );
}

/** Members who lost money at play in [from, to): stakes minus wins and rollbacks, minor units. */
export function netLossesBetween(db: SimDb, from: number, to: number) {
  const netLoss = sql<number>`-sum(${ledgerEntries.amount})`;
  return db
    .select({ memberId: ledgerEntries.memberId, netLoss, vipLevel: members.vipLevel })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberId))
    .where(
      and(
        inArray(ledgerEntries.type, PLAY_TYPES),
        gte(ledgerEntries.createTime, from),
        lt(ledgerEntries.createTime, to),
      ),
    )
    .groupBy(ledgerEntries.memberId)
    .having(sql`${netLoss} > 0`)
    .orderBy(asc(ledgerEntries.memberId))
    .all();
}

/**
 * DEPOSIT rows posted after ledger row `afterId`, oldest first, with the member's level. A balance
 * QA sets through the control plane (`qa:` references) is not a payment: it earns no bonus, on a
 * Friday or any day (a scenario's member signed in with 260 instead of 250 on Fridays).
 */
export function depositsAfter(db: SimDb, afterId: number, limit: number) {
  return db
    .select({
      id: ledgerEntries.id,
      memberId: ledgerEntries.memberId,
      cashDelta: ledgerEntries.cashDelta,
      createTime: ledgerEntries.createTime,
      vipLevel: members.vipLevel,
    })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberId))
    .where(
      and(
        gt(ledgerEntries.id, afterId),
        eq(ledgerEntries.type, LedgerTransactionType.DEPOSIT),
        or(isNull(ledgerEntries.reference), notLike(ledgerEntries.reference, 'qa:%')),
      ),
    )
    .orderBy(asc(ledgerEntries.id))
    .limit(limit)
    .all();
}

/** The member's cash wallet just before ledger row `rowId`: the sum of every earlier row. */
export function cashBeforeRow(db: SimDb, memberId: number, rowId: number): number {
  return (
    db
      .select({ cash: sql<number>`coalesce(sum(${ledgerEntries.cashDelta}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), lt(ledgerEntries.id, rowId)))
      .get()?.cash ?? 0
  );
}

/** The newest ledger row id (0 on an empty ledger). */
export function lastLedgerId(db: SimDb): number {
  return (
    db
      .select({ id: sql<number>`coalesce(max(${ledgerEntries.id}), 0)` })
      .from(ledgerEntries)
      .get()?.id ?? 0
  );
}
