import type { WithdrawStatusValue } from '@casino/contracts/entities/money-enums';
import { controlCall } from './control-client';

export const DEPOSIT_OUTCOMES = [
  'success',
  'failed',
  'cancelled',
  'expired',
  'never',
  'provider_error',
] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

export interface DepositRuleInput {
  method: string;
  outcome: DepositOutcome;
  username?: string;
}

/** "The next deposit of this method (for this member) ends as X". */
export const addDepositRule = ({ method, outcome, username }: DepositRuleInput) =>
  controlCall<unknown>('POST', '/rules', {
    target: 'deposit',
    method,
    outcome,
    ...(username ? { username } : {}),
  });

export interface AdvanceAnswer {
  advanced: unknown[];
  skipped: Array<{ id: number; reason: string }>;
}

/** Moves one withdrawal (by id) or every open one to a status; refunds and news follow. */
export async function advanceWithdrawals(
  status: WithdrawStatusValue,
  id: number | null,
): Promise<AdvanceAnswer> {
  if (id === null) return controlCall<AdvanceAnswer>('POST', '/withdrawals/advance-all', { status });
  const moved = await controlCall<unknown>('POST', `/withdrawals/${id}/advance`, { status });
  return { advanced: [moved], skipped: [] };
}

export const setWithdrawalAutoProgress = (enabled: boolean) =>
  controlCall<unknown>('POST', '/withdrawals/auto', { enabled });
