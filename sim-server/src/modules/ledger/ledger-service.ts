import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { LedgerTransactionTypeValue } from '@casino/contracts/transactions/enums';
import { eq, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import { ledgerEntries, members } from '../../db/schema/index';
import { businessError } from '../../errors';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export interface LedgerPosting {
  memberId: number;
  type: LedgerTransactionTypeValue;
  /** Change of the withdrawable cash wallet, minor units. */
  cashDelta: number;
  /** Change of the bonus wallet (gift and bonus money, never withdrawable), minor units. */
  bonusDelta: number;
  /** Makes the posting idempotent: a second posting with the same reference does nothing. */
  reference?: string;
  note?: string;
  now: number;
}

// Compiled once per connection (see preparedOn): every bet and win posts through these.
const walletsQuery = (db: SimDb) =>
  db
    .select({ cash: members.cashBalance, bonus: members.bonusBalance })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare();
const insertEntryQuery = (db: SimDb) =>
  db
    .insert(ledgerEntries)
    .values({
      memberId: sql.placeholder('memberId'),
      type: sql.placeholder('type'),
      amount: sql.placeholder('amount'),
      cashDelta: sql.placeholder('cashDelta'),
      bonusDelta: sql.placeholder('bonusDelta'),
      balanceBefore: sql.placeholder('balanceBefore'),
      balanceAfter: sql.placeholder('balanceAfter'),
      reference: sql.placeholder('reference'),
      note: sql.placeholder('note'),
      createTime: sql.placeholder('createTime'),
    })
    .onConflictDoNothing({ target: ledgerEntries.reference })
    .returning()
    .prepare();
const moveWalletsQuery = (db: SimDb) =>
  db
    .update(members)
    .set({
      cashBalance: sql`${members.cashBalance} + ${sql.placeholder('cashDelta')}`,
      bonusBalance: sql`${members.bonusBalance} + ${sql.placeholder('bonusDelta')}`,
    })
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare();

/**
 * The one place balances change. Posts a ledger row and moves the member's wallets in the
 * caller's transaction; refuses to take a wallet below zero. Returns null when a posting
 * with the same reference exists already (exactly-once credits under repeated polls).
 * Run it inside `db.transaction` so the row and the balance commit together.
 */
export function postLedgerEntry(db: SimDb, posting: LedgerPosting): LedgerEntryRow | null {
  if (!Number.isInteger(posting.cashDelta) || !Number.isInteger(posting.bonusDelta)) {
    throw new Error('Ledger amounts must be whole minor units');
  }
  const member = preparedOn(db, walletsQuery).get({ memberId: posting.memberId });
  if (!member) throw businessError(ApiErrorCode.NOT_FOUND, 'Member was not found');
  const cashAfter = member.cash + posting.cashDelta;
  const bonusAfter = member.bonus + posting.bonusDelta;
  if (cashAfter < 0 || bonusAfter < 0) {
    throw businessError(ApiErrorCode.INSUFFICIENT_BALANCE, 'Insufficient balance');
  }
  const balanceBefore = member.cash + member.bonus;
  const inserted = preparedOn(db, insertEntryQuery).get({
    memberId: posting.memberId,
    type: posting.type,
    amount: posting.cashDelta + posting.bonusDelta,
    cashDelta: posting.cashDelta,
    bonusDelta: posting.bonusDelta,
    balanceBefore,
    balanceAfter: cashAfter + bonusAfter,
    reference: posting.reference ?? null,
    note: posting.note ?? '',
    createTime: posting.now,
  });
  if (!inserted) return null;
  preparedOn(db, moveWalletsQuery).run({
    memberId: posting.memberId,
    cashDelta: posting.cashDelta,
    bonusDelta: posting.bonusDelta,
  });
  return inserted;
}

/**
 * Splits a stake over the wallets: cash first, then bonus. Refuses a stake above the
 * available balance.
 */
export function splitStake(
  db: SimDb,
  memberId: number,
  stake: number,
): { cashDelta: number; bonusDelta: number } {
  const member = preparedOn(db, walletsQuery).get({ memberId });
  if (!member || member.cash + member.bonus < stake) {
    throw businessError(ApiErrorCode.INSUFFICIENT_BALANCE, 'Insufficient balance for this bet');
  }
  const fromCash = Math.min(member.cash, stake);
  return { cashDelta: -fromCash, bonusDelta: -(stake - fromCash) };
}

/** Sums of the ledger per wallet for a member: equals the balances when the books are right. */
export function ledgerTotals(db: SimDb, memberId: number): { cash: number; bonus: number } {
  const row = db
    .select({
      cash: sql<number>`coalesce(sum(${ledgerEntries.cashDelta}), 0)`,
      bonus: sql<number>`coalesce(sum(${ledgerEntries.bonusDelta}), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId))
    .get();
  return { cash: row?.cash ?? 0, bonus: row?.bonus ?? 0 };
}
