import { z } from 'zod';
import { WithdrawStatus, type WithdrawStatusValue, withdrawStatusSchema } from '../withdrawals/enums';
import { defineControlOperation } from './operation';
import { outcomeRuleInputSchema } from './scenario';
import {
  advanceAllAnswerSchema,
  autoProgressAnswerSchema,
  controlDepositMethodSchema,
  movedWithdrawalSchema,
  outcomeRuleSchema,
  removedAllSchema,
  removedOneSchema,
} from './shapes';

/** Outcome rules and withdrawals: what the next orders do, and moving the ones in flight. */

export const idParamsSchema = z.strictObject({ id: z.coerce.number<number | string>().int().positive() });
/** A withdrawal status by its name in lower case (`paid`), as the CLI and the typed client take it. */
export const WITHDRAW_STATUS_NAMES = {
  pending: WithdrawStatus.PENDING,
  cancelled: WithdrawStatus.CANCELLED,
  rejected: WithdrawStatus.REJECTED,
  passed: WithdrawStatus.PASSED,
  paying: WithdrawStatus.PAYING,
  paid: WithdrawStatus.PAID,
  completed: WithdrawStatus.COMPLETED,
  failed: WithdrawStatus.FAILED,
} as const satisfies Record<Lowercase<keyof typeof WithdrawStatus>, WithdrawStatusValue>;
type WithdrawStatusName = keyof typeof WITHDRAW_STATUS_NAMES;

/** A status to move withdrawals to: by name or by its number (0, 1, 10, 20, 29, 30, 40, 50). */
export const withdrawStatusInputSchema = z.union([
  z.enum(Object.keys(WITHDRAW_STATUS_NAMES) as [WithdrawStatusName, ...WithdrawStatusName[]]),
  withdrawStatusSchema,
]);

/** The number of a status given by name or number. */
export const withdrawStatusOf = (status: z.infer<typeof withdrawStatusInputSchema>): WithdrawStatusValue =>
  typeof status === 'string' ? WITHDRAW_STATUS_NAMES[status] : status;

const statusBody = z.strictObject({ status: withdrawStatusInputSchema });

export const outcomeOperations = {
  listRules: defineControlOperation({
    method: 'GET',
    path: '/rules',
    response: z.array(outcomeRuleSchema),
    summary: 'List outcome rules',
  }),
  listDepositMethods: defineControlOperation({
    method: 'GET',
    path: '/deposit-methods',
    response: z.array(controlDepositMethodSchema),
    summary: 'Deposit methods by code, with the names players see (what a deposit rule names)',
  }),
  addRule: defineControlOperation({
    method: 'POST',
    path: '/rules',
    body: outcomeRuleInputSchema,
    response: outcomeRuleSchema,
    status: 201,
    summary: 'Add an outcome rule: the next N orders of a method end as given',
  }),
  removeRule: defineControlOperation({
    method: 'DELETE',
    path: '/rules/{id}',
    params: idParamsSchema,
    response: removedOneSchema,
    summary: 'Remove one outcome rule',
  }),
  removeAllRules: defineControlOperation({
    method: 'DELETE',
    path: '/rules',
    response: removedAllSchema,
    summary: 'Remove every outcome rule',
  }),
  advanceWithdrawal: defineControlOperation({
    method: 'POST',
    path: '/withdrawals/{id}/advance',
    params: idParamsSchema,
    body: statusBody,
    response: movedWithdrawalSchema,
    summary: 'Move one withdrawal to a status (refund and news follow)',
  }),
  advanceAllWithdrawals: defineControlOperation({
    method: 'POST',
    path: '/withdrawals/advance-all',
    body: statusBody,
    response: advanceAllAnswerSchema,
    summary: 'Move every open withdrawal to a status',
  }),
  setWithdrawalAutoProgress: defineControlOperation({
    method: 'POST',
    path: '/withdrawals/auto',
    body: z.strictObject({ enabled: z.boolean() }),
    response: autoProgressAnswerSchema,
    summary: 'Let withdrawals progress on the clock, or hold them',
  }),
} as const;
