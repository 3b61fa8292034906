import { WithdrawStatus, type WithdrawStatusValue } from './enums';

/**
 * A withdrawal's life (spec 02 §4, DESIGN "Withdrawals"): pending → passed → paying → paid →
 * completed. Cancelled (only from pending, by the member), rejected (from pending or passed:
 * the review said no) and failed (from paying or paid: the payment did not go through or came
 * back) end it and give the held funds back. Nothing leaves an end state. The one home of these
 * moves: the simulator makes them, the app offers Cancel by them.
 */
export const WITHDRAWAL_FORWARD_PATH: readonly WithdrawStatusValue[] = [
  WithdrawStatus.PENDING,
  WithdrawStatus.PASSED,
  WithdrawStatus.PAYING,
  WithdrawStatus.PAID,
  WithdrawStatus.COMPLETED,
];

/** The ends that give the held funds back, each with the statuses it may come from. */
export const WITHDRAWAL_REFUNDING_ENDS: Partial<Record<WithdrawStatusValue, readonly WithdrawStatusValue[]>> =
  {
    [WithdrawStatus.CANCELLED]: [WithdrawStatus.PENDING],
    [WithdrawStatus.REJECTED]: [WithdrawStatus.PENDING, WithdrawStatus.PASSED],
    [WithdrawStatus.FAILED]: [WithdrawStatus.PAYING, WithdrawStatus.PAID],
  };

export function isFinalWithdrawStatus(status: number): boolean {
  return status === WithdrawStatus.COMPLETED || status in WITHDRAWAL_REFUNDING_ENDS;
}

/**
 * Whether `from` may move to `to`: forward along the path (skipping steps is allowed, so QA
 * can complete a pending withdrawal at once), or to a refunding end from its allowed states.
 */
export function canMoveWithdrawal(from: number, to: WithdrawStatusValue): boolean {
  const refundingFrom = WITHDRAWAL_REFUNDING_ENDS[to];
  if (refundingFrom) return refundingFrom.includes(from as WithdrawStatusValue);
  const fromIndex = WITHDRAWAL_FORWARD_PATH.indexOf(from as WithdrawStatusValue);
  const toIndex = WITHDRAWAL_FORWARD_PATH.indexOf(to);
  return fromIndex >= 0 && toIndex > fromIndex;
}

/** Whether the member may cancel it: only from the initial status (spec 02 §2, §4). */
export function canCancelWithdrawal(status: number): boolean {
  return canMoveWithdrawal(status, WithdrawStatus.CANCELLED);
}
