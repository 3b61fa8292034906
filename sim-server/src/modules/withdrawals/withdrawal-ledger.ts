import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import type { SimDb } from '../../db/database';
import { withdrawals } from '../../db/schema/index';
import { postLedgerEntry } from '../ledger/ledger-service';

/**
 * The two ledger postings of a withdrawal, with their references in one place: the hold when it
 * is made (seed or apply) and the rollback when it ends refused, failed or cancelled. The
 * reference names the withdrawal, so the ledger's unique reference makes each posting once.
 */
export const withdrawalReference = (withdrawalId: number, posting: 'hold' | 'rollback') =>
  `withdraw:${withdrawalId}:${posting}`;

interface WithdrawalMoney {
  id: number;
  memberId: number;
  /** Minor units. */
  amount: number;
}

/** Takes the amount out of the member's cash while the withdrawal is open. */
function holdWithdrawalFunds(db: SimDb, withdrawal: WithdrawalMoney, paymentMethod: string, now: number) {
  return postLedgerEntry(db, {
    memberId: withdrawal.memberId,
    type: LedgerTransactionType.WITHDRAW,
    cashDelta: -withdrawal.amount,
    bonusDelta: 0,
    reference: withdrawalReference(withdrawal.id, 'hold'),
    note: `Funds held for withdrawal ${withdrawal.id} (${paymentMethod})`,
    now,
  });
}

type WithdrawalInsert = typeof withdrawals.$inferInsert;

/**
 * Makes a withdrawal of the member and holds its amount, at `time`: the one way a withdrawal
 * comes to be, for the seed's and for a member's application alike.
 */
export function createHeldWithdrawal(
  db: SimDb,
  member: { id: number; currency: string },
  order: { amount: number; paymentMethod: string; payoutDetails: unknown },
  state: Omit<
    WithdrawalInsert,
    'memberId' | 'amount' | 'currency' | 'paymentMethod' | 'payoutDetails' | 'createTime' | 'updateTime'
  >,
  time: number,
) {
  const row = db
    .insert(withdrawals)
    .values({
      ...state,
      memberId: member.id,
      amount: order.amount,
      currency: member.currency,
      paymentMethod: order.paymentMethod,
      payoutDetails: JSON.stringify(order.payoutDetails),
      createTime: time,
      updateTime: time,
    })
    .returning()
    .get();
  holdWithdrawalFunds(db, row, order.paymentMethod, time);
  return row;
}

/** Gives the held amount back when the withdrawal ends without payment. */
export function releaseWithdrawalFunds(db: SimDb, withdrawal: WithdrawalMoney, endName: string, now: number) {
  return postLedgerEntry(db, {
    memberId: withdrawal.memberId,
    type: LedgerTransactionType.WITHDRAW_ROLLBACK,
    cashDelta: withdrawal.amount,
    bonusDelta: 0,
    reference: withdrawalReference(withdrawal.id, 'rollback'),
    note: `Withdrawal ${withdrawal.id} ${endName}`,
    now,
  });
}
