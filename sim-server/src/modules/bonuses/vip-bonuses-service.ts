import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { vipBonusRules } from '@casino/fixtures/vip';
import type { SimDatabase, SimDb } from '../../db/database';
import { postLedgerEntry } from '../ledger/ledger-service';
import { toMinor } from '../ledger/money';
import {
  cashBeforeRow,
  depositsAfter,
  earliestPlayTime,
  netLossesBetween,
  readMark,
  writeMark,
} from './bonuses-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const FRIDAY = 5;
export const CASHBACK_JOB = 'cashback';
export const FRIDAY_FUN_JOB = 'fridayFun';
const FRIDAY_FUN_CURSOR = 'cursor';
/** Deposits read per run; more wait for the next run (a second later). */
const FRIDAY_FUN_BATCH = 500;

/** Monday 00:00 UTC of the week holding `ms`. */
export function weekStartOf(ms: number): number {
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The rule of a badge level 1-5 from a by-level table; members below bronze (0) get none. */
function byLevel<T>(table: readonly T[], vipLevel: number): T | undefined {
  if (vipLevel < 1) return undefined;
  return table[Math.min(vipLevel, table.length) - 1];
}

/** A week's net loss at a badge level → the cashback it earns (minor units), or null: none. */
function cashbackOf(loser: { netLoss: number; vipLevel: number }) {
  const percent = byLevel(vipBonusRules.cashbackPercentByLevel, loser.vipLevel);
  if (percent === undefined) return null;
  const cashback = Math.floor((loser.netLoss * percent) / 100);
  return cashback < toMinor(vipBonusRules.cashbackMinimum) ? null : { percent, cashback };
}

/**
 * The cashback run at the end of the week holding `now`, if it would pay anyone as play stands:
 * its time (next Monday 00:00 UTC) and the members it would pay.
 */
export function scheduledCashback(db: SimDb, now: number): { time: number; memberIds: number[] } | null {
  const week = weekStartOf(now);
  const memberIds = netLossesBetween(db, week, week + WEEK_MS)
    .filter((loser) => cashbackOf(loser) !== null)
    .map((loser) => loser.memberId);
  return memberIds.length ? { time: week + WEEK_MS, memberIds } : null;
}

/**
 * Monday cashback (spec 01 §9): once a week (Monday 00:00 to Monday 00:00 UTC, the spec's
 * "00:01 to 23:59" read as the whole week) has ended, each member whose play lost money that
 * week gets their level's share of the net loss (bets minus wins and rollbacks, both wallets)
 * into the bonus wallet, when it comes to at least the minimum. Every ended week since the
 * first play row is settled once (a mark per week); the ledger reference
 * `cashback:<memberId>:<weekStart>` makes a second payment impossible anyway.
 */
export function settleWeeklyCashback(db: SimDatabase, now: number) {
  const lastEndedWeek = weekStartOf(now) - WEEK_MS;
  if (readMark(db, CASHBACK_JOB, isoDate(lastEndedWeek)) !== null) return;
  const firstPlay = earliestPlayTime(db);
  const firstWeek = firstPlay === null ? lastEndedWeek : Math.min(weekStartOf(firstPlay), lastEndedWeek);
  for (let week = firstWeek; week <= lastEndedWeek; week += WEEK_MS) {
    if (readMark(db, CASHBACK_JOB, isoDate(week)) !== null) continue;
    db.transaction((tx) => {
      for (const loser of netLossesBetween(tx, week, week + WEEK_MS)) {
        const earned = cashbackOf(loser);
        if (!earned) continue;
        const { percent, cashback } = earned;
        postLedgerEntry(tx, {
          memberId: loser.memberId,
          type: LedgerTransactionType.CASHBACK,
          cashDelta: 0,
          bonusDelta: cashback,
          reference: `cashback:${loser.memberId}:${isoDate(week)}`,
          note: `${percent}% cashback on the week from ${isoDate(week)}`,
          now,
        });
      }
      writeMark(tx, CASHBACK_JOB, isoDate(week), now);
    });
  }
}

/**
 * Friday Fun (spec 01 §9): a deposit made on a Friday (UTC) that reaches the level's minimum,
 * while the member's cash wallet just before it was below the level's threshold, earns the
 * level's bonus once per Friday (`fridayfun:<memberId>:<date>`). The cash before is summed
 * from the ledger rows before the deposit (the row's balanceBefore also counts bonus money).
 * Reads each DEPOSIT row once, after a cursor kept in the marks.
 */
export function payFridayFun(db: SimDatabase, now: number) {
  db.transaction((tx) => {
    const cursor = readMark(tx, FRIDAY_FUN_JOB, FRIDAY_FUN_CURSOR) ?? 0;
    const deposits = depositsAfter(tx, cursor, FRIDAY_FUN_BATCH);
    const last = deposits.at(-1);
    if (!last) return;
    for (const deposit of deposits) {
      if (new Date(deposit.createTime).getUTCDay() !== FRIDAY) continue;
      const minimum = byLevel(vipBonusRules.fridayFunMinDepositByLevel, deposit.vipLevel);
      const cashBelow = byLevel(vipBonusRules.fridayFunCashBelowByLevel, deposit.vipLevel);
      const bonus = byLevel(vipBonusRules.fridayFunBonusByLevel, deposit.vipLevel);
      if (minimum === undefined || cashBelow === undefined || bonus === undefined) continue;
      if (deposit.cashDelta < toMinor(minimum)) continue;
      if (cashBeforeRow(tx, deposit.memberId, deposit.id) >= toMinor(cashBelow)) continue;
      postLedgerEntry(tx, {
        memberId: deposit.memberId,
        type: LedgerTransactionType.FRIDAY_FUN,
        cashDelta: 0,
        bonusDelta: toMinor(bonus),
        reference: `fridayfun:${deposit.memberId}:${isoDate(deposit.createTime)}`,
        note: 'Friday Fun bonus',
        now,
      });
    }
    writeMark(tx, FRIDAY_FUN_JOB, FRIDAY_FUN_CURSOR, last.id);
  });
}

/** Starts the Friday Fun scan after the seeded opening balances: they are not deposits of a Friday. */
export function startFridayFunAfter(db: SimDb, ledgerId: number) {
  writeMark(db, FRIDAY_FUN_JOB, FRIDAY_FUN_CURSOR, ledgerId);
}
