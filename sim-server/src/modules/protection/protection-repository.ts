import type { LimitKind, LimitPeriod } from '@casino/contracts/protection/schemas';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { WithdrawStatus } from '@casino/contracts/withdrawals/enums';
import { and, eq, gt, gte, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import {
  depositOrders,
  gameRounds,
  ledgerEntries,
  memberProtection,
  playerLimits,
  sessions,
  withdrawals,
} from '../../db/schema/index';

export type LimitRow = typeof playerLimits.$inferSelect;
export type MemberProtectionRow = typeof memberProtection.$inferSelect;

// Compiled once per connection: every bet and deposit reads both (see preparedOn).
const limitsQuery = (db: SimDb) =>
  db
    .select()
    .from(playerLimits)
    .where(eq(playerLimits.memberId, sql.placeholder('memberId')))
    .prepare();
const memberProtectionQuery = (db: SimDb) =>
  db
    .select()
    .from(memberProtection)
    .where(eq(memberProtection.memberId, sql.placeholder('memberId')))
    .prepare();

export function findLimits(db: SimDb, memberId: number): LimitRow[] {
  return preparedOn(db, limitsQuery).all({ memberId });
}

const limitKey = (memberId: number, kind: LimitKind, period: LimitPeriod) =>
  and(eq(playerLimits.memberId, memberId), eq(playerLimits.kind, kind), eq(playerLimits.period, period));

export function findLimit(db: SimDb, memberId: number, kind: LimitKind, period: LimitPeriod) {
  return (
    db
      .select()
      .from(playerLimits)
      .where(limitKey(memberId, kind, period))
      .get() ?? null
  );
}

export function insertLimit(db: SimDb, values: typeof playerLimits.$inferInsert) {
  db.insert(playerLimits).values(values).run();
}

export function updateLimit(db: SimDb, row: LimitRow, values: Partial<typeof playerLimits.$inferInsert>) {
  db.update(playerLimits)
    .set(values)
    .where(limitKey(row.memberId, row.kind, row.period))
    .run();
}

export function deleteLimit(db: SimDb, row: Pick<LimitRow, 'memberId' | 'kind' | 'period'>) {
  db.delete(playerLimits)
    .where(limitKey(row.memberId, row.kind, row.period))
    .run();
}

export function findMemberProtection(db: SimDb, memberId: number): MemberProtectionRow | null {
  return preparedOn(db, memberProtectionQuery).get({ memberId }) ?? null;
}

/** Writes some of the member's protection settings, creating the row on first use. */
export function saveMemberProtection(
  db: SimDb,
  memberId: number,
  values: Partial<Omit<typeof memberProtection.$inferInsert, 'memberId'>> & { updateTime: number },
) {
  db.insert(memberProtection)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberProtection.memberId, set: values })
    .run();
}

/** What counts in a window: the sum (minor units) and the oldest counted activity, if any. */
export interface WindowUse {
  used: number;
  oldest: number | null;
}

/** Orders that ended without money: they free the room a pending order had reserved. */
const UNPAID_ORDER_STATES = ['failed', 'cancelled', 'expired'];

/** Deposit orders made after `since` that are open or paid (a pending order reserves room). */
export function depositUseSince(db: SimDb, memberId: number, since: number): WindowUse {
  const row = db
    .select({
      used: sql<number>`coalesce(sum(${depositOrders.amount}), 0)`,
      oldest: sql<number | null>`min(${depositOrders.createTime})`,
    })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        gt(depositOrders.createTime, since),
        notInArray(depositOrders.status, UNPAID_ORDER_STATES),
      ),
    )
    .get();
  return { used: row?.used ?? 0, oldest: row?.oldest ?? null };
}

const realRoundsSince = (memberId: number, since: number) =>
  and(eq(gameRounds.memberId, memberId), eq(gameRounds.mode, 'real'), gt(gameRounds.createTime, since));

/** Stakes of real-money rounds after `since`. */
export function wagerUseSince(db: SimDb, memberId: number, since: number): WindowUse {
  const row = db
    .select({
      used: sql<number>`coalesce(sum(${gameRounds.bet}), 0)`,
      oldest: sql<number | null>`min(${gameRounds.createTime})`,
    })
    .from(gameRounds)
    .where(realRoundsSince(memberId, since))
    .get();
  return { used: row?.used ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Stakes minus wins of real-money rounds after `since`, never below 0 (winnings do not raise a
 * loss limit). A hand still in play has won nothing yet, so its whole stake counts. The oldest
 * counted activity is the oldest losing round: its leaving the window is what frees room.
 */
export function lossUseSince(db: SimDb, memberId: number, since: number): WindowUse {
  const row = db
    .select({
      net: sql<number>`coalesce(sum(${gameRounds.bet} - ${gameRounds.win}), 0)`,
      oldest: sql<
        number | null
      >`min(case when ${gameRounds.bet} > ${gameRounds.win} then ${gameRounds.createTime} end)`,
    })
    .from(gameRounds)
    .where(realRoundsSince(memberId, since))
    .get();
  const used = Math.max(0, row?.net ?? 0);
  return { used, oldest: used > 0 ? (row?.oldest ?? null) : null };
}

/** Real-money stakes and wins since a time, from the ledger (GAME_BET rows are negative). */
export function playTotalsSince(db: SimDb, memberId: number, since: number) {
  const row = db
    .select({
      staked: sql<number>`coalesce(sum(case when ${ledgerEntries.type} = ${LedgerTransactionType.GAME_BET} then -${ledgerEntries.amount} else 0 end), 0)`,
      net: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        inArray(ledgerEntries.type, [LedgerTransactionType.GAME_BET, LedgerTransactionType.GAME_WIN]),
        gte(ledgerEntries.createTime, since),
      ),
    )
    .get();
  return { staked: row?.staked ?? 0, net: row?.net ?? 0 };
}

/** Deposits credited (DEPOSIT ledger rows: every credited deposit is one) since a time. */
export function depositsCreditedSince(db: SimDb, memberId: number, since: number): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        eq(ledgerEntries.type, LedgerTransactionType.DEPOSIT),
        gte(ledgerEntries.createTime, since),
      ),
    )
    .get();
  return row?.total ?? 0;
}

/** Withdrawals paid (paid or completed) since a time, dated by their last status change. */
export function withdrawalsPaidSince(db: SimDb, memberId: number, since: number): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        inArray(withdrawals.status, [WithdrawStatus.PAID, WithdrawStatus.COMPLETED]),
        gte(withdrawals.updateTime, since),
      ),
    )
    .get();
  return row?.total ?? 0;
}

/** QA: forgets every limit, pending change, reality-check setting, break and self-exclusion. */
export function deleteMemberProtection(db: SimDb, memberId: number) {
  db.delete(playerLimits).where(eq(playerLimits.memberId, memberId)).run();
  db.delete(memberProtection).where(eq(memberProtection.memberId, memberId)).run();
}

/** Limits with a change waiting for its cooling-off time. */
export function waitingLimitChanges(db: SimDb): LimitRow[] {
  return db.select().from(playerLimits).where(isNotNull(playerLimits.pendingEffectiveTime)).all();
}

/** Breaks and self-exclusions that end after `now` (a permanent one never ends). */
export function blocksEndingAfter(db: SimDb, now: number): MemberProtectionRow[] {
  return db
    .select()
    .from(memberProtection)
    .where(and(isNotNull(memberProtection.blockKind), gt(memberProtection.blockEndTime, now)))
    .all();
}

/** Live sign-ins (not revoked, replaced or expired) of members who set reality checks. */
export function realityCheckSessions(db: SimDb, now: number) {
  return db
    .select({
      memberId: sessions.memberId,
      sessionId: sessions.id,
      createTime: sessions.createTime,
      playStart: sessions.playStart,
      minutes: memberProtection.realityCheckMinutes,
      acknowledged: memberProtection.realityCheckAckTime,
    })
    .from(sessions)
    .innerJoin(memberProtection, eq(memberProtection.memberId, sessions.memberId))
    .where(
      and(
        gt(memberProtection.realityCheckMinutes, 0),
        eq(sessions.revoked, false),
        isNull(sessions.replacedTime),
        gt(sessions.expireTime, now),
      ),
    )
    .all();
}
