import { z } from 'zod';
import { withdrawStatusSchema } from '../withdrawals/enums';
import { defineControlOperation } from './operation';
import { outcomeRuleInputSchema } from './scenario';
import {
  advanceAllAnswerSchema,
  autoProgressAnswerSchema,
  movedWithdrawalSchema,
  outcomeRuleSchema,
  removedAllSchema,
  removedOneSchema,
} from './shapes';

/** Outcome rules and withdrawals: what the next orders do, and moving the ones in flight. */

export const idParamsSchema = z.strictObject({ id: z.coerce.number<number | string>().int().positive() });
const statusBody = z.strictObject({ status: withdrawStatusSchema });

export const outcomeOperations = {
  listRules: defineControlOperation({
    method: 'GET',
    path: '/rules',
    response: z.array(outcomeRuleSchema),
    summary: 'List outcome rules',
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
