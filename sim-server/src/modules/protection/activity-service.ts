import type { AccountActivity } from '@casino/contracts/protection/schemas';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { toMajor } from '../ledger/money';
import { depositsCreditedSince, withdrawalsPaidSince } from './protection-repository';
import { isoOf } from './protection-text';

/** "The last 12 months": 365 days of the simulator clock. */
export const ACTIVITY_YEAR_MS = 365 * 24 * 60 * 60_000;

function totalsSince(db: SimDb, memberId: number, since: number) {
  const deposits = depositsCreditedSince(db, memberId, since);
  const withdrawals = withdrawalsPaidSince(db, memberId, since);
  return {
    deposits: toMajor(deposits),
    withdrawals: toMajor(withdrawals),
    netDeposits: toMajor(deposits - withdrawals),
  };
}

/**
 * Money in and out (player protection): deposits credited (DEPOSIT ledger rows) and withdrawals paid
 * (paid or completed; a failed payout gave the money back), over the account's life and the
 * last 12 months.
 */
export function describeActivity(db: SimDb, member: MemberRow, now: number): AccountActivity {
  return {
    currency: member.currency,
    lifetime: totalsSince(db, member.id, member.createTime),
    last12Months: totalsSince(db, member.id, now - ACTIVITY_YEAR_MS),
    since: isoOf(member.createTime),
  };
}
