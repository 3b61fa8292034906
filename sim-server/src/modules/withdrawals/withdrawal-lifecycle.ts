import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { NewsType } from '@casino/contracts/news/enums';
import { WithdrawStatus, type WithdrawStatusValue } from '@casino/contracts/withdrawals/enums';
import {
  canMoveWithdrawal,
  isFinalWithdrawStatus,
  WITHDRAWAL_FORWARD_PATH,
  WITHDRAWAL_REFUNDING_ENDS,
} from '@casino/contracts/withdrawals/lifecycle';
import { and, eq } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { withdrawals } from '../../db/schema/index';
import { businessError, notFound } from '../../errors';
import { moneyText } from '../ledger/money';
import { addNews } from '../news/news-service';
import { releaseWithdrawalFunds } from './withdrawal-ledger';
import { findWithdrawal, isAutoProgressEnabled, type WithdrawalRow } from './withdrawals-repository';

export type WithdrawalFate = WithdrawalRow['fate'];

/** The status the automatic progression takes next for a fate, or null when it stops. */
export function nextAutomaticStatus(fate: WithdrawalFate, status: number): WithdrawStatusValue | null {
  if (fate === 'never' || isFinalWithdrawStatus(status)) return null;
  if (fate === 'rejected' && canMoveWithdrawal(status, WithdrawStatus.REJECTED))
    return WithdrawStatus.REJECTED;
  if (fate === 'failed' && canMoveWithdrawal(status, WithdrawStatus.FAILED)) return WithdrawStatus.FAILED;
  const index = WITHDRAWAL_FORWARD_PATH.indexOf(status as WithdrawStatusValue);
  return WITHDRAWAL_FORWARD_PATH[index + 1] ?? null;
}

export const STATUS_NAMES: Record<WithdrawStatusValue, string> = {
  [WithdrawStatus.PENDING]: 'pending',
  [WithdrawStatus.CANCELLED]: 'cancelled',
  [WithdrawStatus.REJECTED]: 'rejected',
  [WithdrawStatus.PASSED]: 'passed',
  [WithdrawStatus.PAYING]: 'paying',
  [WithdrawStatus.PAID]: 'paid',
  [WithdrawStatus.COMPLETED]: 'completed',
  [WithdrawStatus.FAILED]: 'failed',
};

/** The message-centre text of a status change, as the member reads it. */
export function withdrawalNewsMessage(
  row: Pick<WithdrawalRow, 'amount' | 'currency'>,
  status: WithdrawStatusValue,
) {
  const what = `Your cash-out of ${moneyText(row.amount, row.currency)}`;
  const refunded = 'the funds are back in your balance';
  switch (status) {
    case WithdrawStatus.PENDING:
      return `${what} is pending review`;
    case WithdrawStatus.PASSED:
      return `${what} was approved and is waiting for payment`;
    case WithdrawStatus.PAYING:
      return `${what} is being paid`;
    case WithdrawStatus.PAID:
      return `${what} has been paid`;
    case WithdrawStatus.COMPLETED:
      return `${what} is completed`;
    case WithdrawStatus.CANCELLED:
      return `${what} was cancelled; ${refunded}`;
    case WithdrawStatus.REJECTED:
      return `${what} was rejected; ${refunded}`;
    case WithdrawStatus.FAILED:
      return `${what} failed; ${refunded}`;
  }
}

/**
 * Moves a withdrawal to `toStatus` at `now`: checks the transition, gives the held funds back
 * on cancelled, rejected and failed (WITHDRAW_ROLLBACK, reference `withdraw:<id>:rollback`, so
 * never twice), writes a news item and schedules the next automatic step. One transaction.
 * The QA control plane calls this; so do the member's cancel and the progression job.
 */
export function advanceWithdrawal(
  db: SimDb,
  id: number,
  toStatus: WithdrawStatusValue,
  now: number,
): WithdrawalRow {
  return db.transaction((tx) => {
    const row = findWithdrawal(tx, id);
    if (!row) throw notFound('Withdrawal');
    if (!canMoveWithdrawal(row.status, toStatus)) {
      throw businessError(
        ApiErrorCode.WITHDRAW_RULE,
        `A ${STATUS_NAMES[row.status as WithdrawStatusValue] ?? row.status} withdrawal cannot become ${STATUS_NAMES[toStatus]}`,
      );
    }
    // No next step is planned while QA has the progression off; resuming plans it.
    const next = isAutoProgressEnabled(tx) ? nextAutomaticStatus(row.fate, toStatus) : null;
    const updated = tx
      .update(withdrawals)
      .set({ status: toStatus, updateTime: now, nextStepTime: next === null ? null : now + row.stepMs })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, row.status)))
      .returning()
      .get();
    // The guard on the old status makes a racing second change a no-op rather than a double move.
    if (!updated)
      throw businessError(ApiErrorCode.WITHDRAW_RULE, 'The withdrawal changed meanwhile; try again');
    if (toStatus in WITHDRAWAL_REFUNDING_ENDS) {
      releaseWithdrawalFunds(tx, row, STATUS_NAMES[toStatus], now);
    }
    addNews(tx, {
      memberId: row.memberId,
      type: NewsType.WITHDRAW,
      message: withdrawalNewsMessage(row, toStatus),
      now,
    });
    return updated;
  });
}
