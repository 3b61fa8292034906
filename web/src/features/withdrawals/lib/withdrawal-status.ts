import { WithdrawStatus, type WithdrawStatusValue } from '@casino/contracts/withdrawals/enums';

/** The status words of spec 02 §4, by status, as keys of the wallet namespace. */
export const withdrawalStatusKey = {
  [WithdrawStatus.PENDING]: 'history.status.pendingReview',
  [WithdrawStatus.CANCELLED]: 'history.status.canceled',
  [WithdrawStatus.REJECTED]: 'history.status.rejected',
  [WithdrawStatus.PASSED]: 'history.status.pendingPayment',
  [WithdrawStatus.PAYING]: 'history.status.paymentInProgress',
  [WithdrawStatus.PAID]: 'history.status.paymentSuccessful',
  [WithdrawStatus.COMPLETED]: 'history.status.completed',
  [WithdrawStatus.FAILED]: 'history.status.failed',
} as const satisfies Record<WithdrawStatusValue, string>;

/** A tone for the status badge; the word is always shown too (never colour alone). */
export function withdrawalStatusTone(status: WithdrawStatusValue): 'pending' | 'good' | 'bad' {
  if (status === WithdrawStatus.PAID || status === WithdrawStatus.COMPLETED) return 'good';
  if (
    status === WithdrawStatus.CANCELLED ||
    status === WithdrawStatus.REJECTED ||
    status === WithdrawStatus.FAILED
  )
    return 'bad';
  return 'pending';
}
