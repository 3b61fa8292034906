import { WithdrawStatus, type WithdrawStatusValue } from '@casino/contracts/withdrawals/enums';
import {
  type WithdrawQueryResult,
  WithdrawQueryResultSchema,
} from '@casino/contracts/withdrawals/query-endpoints';
import { z } from 'zod';

/**
 * What travels between the steps, in the router's history state only: never in the URL, and
 * the password never leaves the step that asks for it.
 */
export const StepOneStateSchema = z.object({
  usernameOrEmail: z.string().min(1),
  withdrawalId: z.number().int().positive(),
});
export type StepOneState = z.infer<typeof StepOneStateSchema>;

export const ResultStateSchema = z.object({ result: WithdrawQueryResultSchema });

export function readStepOneState(state: unknown): StepOneState | null {
  const parsed = StepOneStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

export function readResultState(state: unknown): WithdrawQueryResult | null {
  const parsed = ResultStateSchema.safeParse(state);
  return parsed.success ? parsed.data.result : null;
}

/** A withdrawal reference as typed: digits, optionally after a '#'. */
export function parseWithdrawalReference(text: string): number | null {
  const match = /^#?\s*(\d{1,12})$/.exec(text.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The status in words (spec 01 section 4), by its key in the 'withdraw-query' namespace. */
export const WITHDRAW_STATUS_KEYS = {
  [WithdrawStatus.PENDING]: 'pendingReview',
  [WithdrawStatus.PASSED]: 'pendingPayment',
  [WithdrawStatus.PAYING]: 'paymentInProgress',
  [WithdrawStatus.PAID]: 'paymentSuccessful',
  [WithdrawStatus.REJECTED]: 'rejected',
  [WithdrawStatus.FAILED]: 'failed',
  [WithdrawStatus.COMPLETED]: 'completed',
  [WithdrawStatus.CANCELLED]: 'canceled',
} as const satisfies Record<WithdrawStatusValue, string>;
