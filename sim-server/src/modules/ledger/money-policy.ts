import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { BonusRules } from '@casino/contracts/deposits/rules';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { VipRules } from '@casino/contracts/vip/rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import { members, vipLevels } from '../../db/schema/index';
import { businessError } from '../../errors';
import { postLedgerEntry } from './ledger-service';
import { moneyText, toMinor } from './money';

/**
 * The money policy (STYLE habits 3 and 8): what the wallets mean beyond their sums. Wagering
 * added by a bonus and worked off by real stakes, VIP points earned by wagering, and the
 * figures a cash-out shows (what is withdrawable, what is bonus, what unfinished wagering
 * holds back). The ledger moves the money; deposits, game rounds, withdrawals and the session
 * user ask this file what the rules make of it. Amounts are minor units.
 */

/** Minor units wagered per VIP point (one point per 10 currency units). */
const MINOR_PER_VIP_POINT = toMinor(VipRules.WAGERED_PER_POINT);

/** The member fields the figures read. */
type WalletsOf = { cashBalance: number; bonusBalance: number; rollingAmount: number };

/**
 * Each figure of the cash-out screen; they add up: available = withdrawable + bonus + locked.
 * - available: cash plus bonus wallets, what can be staked;
 * - withdrawable: the cash wallet once the wagering requirement is met (rollingAmount 0);
 * - bonus: the bonus wallet (gift and bonus money), never withdrawable;
 * - lockedCash: the cash that unfinished wagering holds back (all of it while any is owed);
 * - wageringLeft: what must still be wagered before a cash-out.
 */
export interface CashOutFigures {
  available: number;
  withdrawable: number;
  bonus: number;
  lockedCash: number;
  wageringLeft: number;
}

export function cashOutFiguresOf(member: WalletsOf): CashOutFigures {
  const wageringOwed = member.rollingAmount > 0;
  return {
    available: member.cashBalance + member.bonusBalance,
    withdrawable: wageringOwed ? 0 : member.cashBalance,
    bonus: member.bonusBalance,
    lockedCash: wageringOwed ? member.cashBalance : 0,
    wageringLeft: member.rollingAmount,
  };
}

/**
 * Refuses a cash-out the policy does not allow: while wagering is owed (WITHDRAW_RULE), or above
 * the withdrawable amount (INSUFFICIENT_BALANCE). Run it on the row read inside the
 * withdrawal's transaction.
 */
export function assertCashOutAllowed(member: WalletsOf & { currency: string }, amount: number) {
  const figures = cashOutFiguresOf(member);
  if (figures.wageringLeft > 0) {
    throw businessError(
      ApiErrorCode.WITHDRAW_RULE,
      `You have unfinished bets: wager ${moneyText(figures.wageringLeft, member.currency)} more before cashing out`,
    );
  }
  if (amount > figures.withdrawable) {
    throw businessError(
      ApiErrorCode.INSUFFICIENT_BALANCE,
      `Insufficient withdrawable balance (${moneyText(figures.withdrawable, member.currency)})`,
    );
  }
}

/**
 * The member's first credited deposit, if it is at least 10, earns the 100% bonus (up to 200)
 * in the bonus wallet, to be wagered 50 times. One per member, ever: the posting's reference is
 * the member's, so a second call does nothing. Run inside the deposit's transaction.
 */
export function grantFirstDepositBonus(
  tx: SimDb,
  deposit: { memberId: number; amount: number; orderId: number },
  now: number,
) {
  if (deposit.amount < toMinor(BonusRules.FIRST_DEPOSIT_MIN_DEPOSIT)) return;
  const bonus = Math.min(
    Math.floor((deposit.amount * BonusRules.FIRST_DEPOSIT_PERCENT) / 100),
    toMinor(BonusRules.FIRST_DEPOSIT_MAX),
  );
  const posted = postLedgerEntry(tx, {
    memberId: deposit.memberId,
    type: LedgerTransactionType.FIRST_DEPOSIT_BONUS,
    cashDelta: 0,
    bonusDelta: bonus,
    reference: `first-deposit-bonus:${deposit.memberId}`,
    note: `${BonusRules.FIRST_DEPOSIT_PERCENT}% first deposit bonus on deposit ${deposit.orderId}`,
    now,
  });
  if (!posted) return;
  tx.update(members)
    .set({ rollingAmount: sql`${members.rollingAmount} + ${bonus * BonusRules.WAGERING_MULTIPLIER}` })
    .where(eq(members.id, deposit.memberId))
    .run();
}

// Compiled once per connection (see preparedOn): every real bet runs it.
/** The stake works off the rolling amount (never below 0) and adds to the lifetime wagered. */
const workOffQuery = (db: SimDb) =>
  db
    .update(members)
    .set({
      rollingAmount: sql`max(0, ${members.rollingAmount} - ${sql.placeholder('bet')})`,
      realWagered: sql`${members.realWagered} + ${sql.placeholder('bet')}`,
    })
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare();

// Every tenth unit staked earns a point: often enough to belong with the bet's compiled queries.
const vipLevelsQuery = (db: SimDb) => db.select().from(vipLevels).orderBy(asc(vipLevels.points)).prepare();
const awardPointsQuery = (db: SimDb) =>
  db
    .update(members)
    .set({
      vipPoints: sql`${members.vipPoints} + ${sql.placeholder('earned')}`,
      vipLifeTimePoints: sql`${sql.placeholder('lifetime')}`,
      vipLevel: sql`${sql.placeholder('level')}`,
    })
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare();

/** The member row as read in the round's transaction, before the stake. */
type WagerOf = {
  id: number;
  realWagered: number;
  vipLifeTimePoints: number;
  vipLevel: number;
};

/**
 * A real-money stake (already posted as GAME_BET): works off wagering and earns VIP points.
 * Points come from the lifetime total wagered, so fractions carry over between rounds (three
 * bets of 4 earn one point on the third). The level follows lifetime points up, never down.
 */
export function recordRealStake(tx: SimDb, member: WagerOf, bet: number) {
  preparedOn(tx, workOffQuery).run({ bet, memberId: member.id });
  const before = member.realWagered;
  const earned = Math.floor((before + bet) / MINOR_PER_VIP_POINT) - Math.floor(before / MINOR_PER_VIP_POINT);
  if (earned <= 0) return;
  const lifetime = member.vipLifeTimePoints + earned;
  const levels = preparedOn(tx, vipLevelsQuery).all();
  const reached = levels.filter((level) => level.points <= lifetime).map((level) => level.level);
  preparedOn(tx, awardPointsQuery).run({
    earned,
    lifetime,
    level: Math.max(member.vipLevel, ...reached),
    memberId: member.id,
  });
}
