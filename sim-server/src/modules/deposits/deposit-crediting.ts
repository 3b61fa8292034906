import { LedgerTransactionType, MoneyRules } from '@casino/contracts/entities/money-enums';
import { eq, sql } from 'drizzle-orm';
import type { SimTransaction } from '../../db/database';
import { members } from '../../db/schema/index';
import { postLedgerEntry } from '../ledger/ledger-service';
import { toMinor } from '../ledger/money';
import type { DepositOrderRow } from './deposits-repository';

const BONUS = MoneyRules.bonus;

/**
 * Credits a successful order, inside the caller's transaction: the DEPOSIT row (its reference
 * makes it once-only however often it is reached), the member's `credited` flag, and on the
 * member's first deposit the 100% bonus (up to 200, deposit at least 10) to the bonus wallet,
 * to be wagered 50 times (rollingAmount).
 */
export function creditDeposit(tx: SimTransaction, order: DepositOrderRow, now: number) {
  const posted = postLedgerEntry(tx, {
    memberId: order.memberId,
    type: LedgerTransactionType.DEPOSIT,
    cashDelta: order.amount,
    bonusDelta: 0,
    reference: `deposit:${order.id}`,
    note: `${order.methodCode} ${order.externalId}`,
    now,
  });
  if (!posted) return;
  const member = tx
    .select({ credited: members.credited })
    .from(members)
    .where(eq(members.id, order.memberId))
    .get();
  const firstDeposit = member?.credited === false;
  tx.update(members).set({ credited: true }).where(eq(members.id, order.memberId)).run();
  if (firstDeposit && order.amount >= toMinor(BONUS.FIRST_DEPOSIT_MIN_DEPOSIT)) {
    applyFirstDepositBonus(tx, order, now);
  }
}

function applyFirstDepositBonus(tx: SimTransaction, order: DepositOrderRow, now: number) {
  const bonus = Math.min(
    Math.floor((order.amount * BONUS.FIRST_DEPOSIT_PERCENT) / 100),
    toMinor(BONUS.FIRST_DEPOSIT_MAX),
  );
  // One first-deposit bonus per member, ever: the reference is the member's.
  const posted = postLedgerEntry(tx, {
    memberId: order.memberId,
    type: LedgerTransactionType.FIRST_DEPOSIT_BONUS,
    cashDelta: 0,
    bonusDelta: bonus,
    reference: `first-deposit-bonus:${order.memberId}`,
    note: `${BONUS.FIRST_DEPOSIT_PERCENT}% first deposit bonus on deposit ${order.id}`,
    now,
  });
  if (!posted) return;
  tx.update(members)
    .set({ rollingAmount: sql`${members.rollingAmount} + ${bonus * BONUS.WAGERING_MULTIPLIER}` })
    .where(eq(members.id, order.memberId))
    .run();
}
