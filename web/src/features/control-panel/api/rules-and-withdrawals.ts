import type { ControlAnswerOf, ControlInputOf } from '@casino/contracts/control/registry';
import { OUTCOMES } from '@casino/contracts/control/scenario';
import type { WithdrawStatusValue } from '@casino/contracts/withdrawals/enums';
import { controlClient } from './control-client';

/** The outcomes a deposit rule may ask for (`rejected` is for withdrawals only). */
export const DEPOSIT_OUTCOMES = OUTCOMES;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

export type DepositRuleInput = Required<Pick<ControlInputOf<'addRule'>, 'method'>> &
  Pick<ControlInputOf<'addRule'>, 'username'> & { outcome: DepositOutcome };

/** "The next deposit of this method (for this member) ends as X". */
export const addDepositRule = ({ method, outcome, username }: DepositRuleInput) =>
  controlClient.call('addRule', {
    target: 'deposit',
    method,
    outcome,
    ...(username ? { username } : {}),
  });

/** Moves one withdrawal (by id) or every open one to a status; refunds and news follow. */
export async function advanceWithdrawals(
  status: WithdrawStatusValue,
  id: number | null,
): Promise<ControlAnswerOf<'advanceAllWithdrawals'>> {
  if (id === null) return controlClient.call('advanceAllWithdrawals', { status });
  const moved = await controlClient.call('advanceWithdrawal', { id, status });
  return { advanced: [moved], skipped: [] };
}

export const setWithdrawalAutoProgress = (enabled: boolean) =>
  controlClient.call('setWithdrawalAutoProgress', { enabled });
