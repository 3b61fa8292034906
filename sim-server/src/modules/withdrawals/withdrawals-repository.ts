import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { cashoutPaymentMethods, ledgerEntries, settings, withdrawals } from '../../db/schema/index';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type CashoutMethodRow = typeof cashoutPaymentMethods.$inferSelect;

export function findWithdrawal(db: SimDb, id: number): WithdrawalRow | null {
  return db.select().from(withdrawals).where(eq(withdrawals.id, id)).get() ?? null;
}

export function findCashoutMethod(db: SimDb, code: string): CashoutMethodRow | null {
  return db.select().from(cashoutPaymentMethods).where(eq(cashoutPaymentMethods.code, code)).get() ?? null;
}

/**
 * The member's largest single deposit, minor units, read from the ledger (the source of
 * truth: every credited deposit is one DEPOSIT row, whatever method brought it).
 */
export function maxDepositMinor(db: SimDb, memberId: number): number {
  const row = db
    .select({ max: sql<number>`coalesce(max(${ledgerEntries.cashDelta}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.type, LedgerTransactionType.DEPOSIT)))
    .get();
  return row?.max ?? 0;
}

/** The setting row QA writes (`/__sim/withdrawals/auto`, scenarios) to stop or resume the progression. */
export const WITHDRAWAL_AUTO_PROGRESS_SETTING = 'withdrawalAutoProgress';

/**
 * Whether withdrawals move on their own on the clock: true unless the row holds `false` (a
 * missing or unreadable row keeps the default, as the other settings do).
 */
export function isAutoProgressEnabled(db: SimDb): boolean {
  const row = db.select().from(settings).where(eq(settings.name, WITHDRAWAL_AUTO_PROGRESS_SETTING)).get();
  if (!row) return true;
  try {
    return JSON.parse(row.value) !== false;
  } catch {
    return true;
  }
}

/** Withdrawals whose automatic progression is due at `now`, oldest step first. */
export function dueWithdrawals(db: SimDb, now: number): WithdrawalRow[] {
  return db
    .select()
    .from(withdrawals)
    .where(and(isNotNull(withdrawals.nextStepTime), lte(withdrawals.nextStepTime, now)))
    .orderBy(asc(withdrawals.nextStepTime), asc(withdrawals.id))
    .all();
}
