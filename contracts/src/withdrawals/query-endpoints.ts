import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { idSchema } from '../core/primitives';
import { WithdrawalRecordSchema } from './schemas';

const tags = ['withdraw-query'] as const;

/**
 * What the public withdrawal lookup asks for: the account (username or e-mail), the
 * withdrawal's reference (its id, as cash-out history and the withdraw news show it) and the
 * account's password. All three must match one withdrawal of that member; the answer never says
 * which of them was wrong, so the call cannot be used to find out whether an account exists.
 */
export const WithdrawQueryRequestSchema = z.strictObject({
  usernameOrEmail: z.string().trim().min(1).max(254),
  withdrawalId: idSchema,
  password: z.string().min(1).max(128),
});
export type WithdrawQueryRequest = z.infer<typeof WithdrawQueryRequestSchema>;

/**
 * The withdrawal as the lookup shows it: the cash-out history record (id, createTime, currency,
 * amount, status) plus when its status last changed (null while it never changed).
 */
export const WithdrawQueryResultSchema = WithdrawalRecordSchema.extend({
  updateTime: z.iso.datetime().nullable(),
});
export type WithdrawQueryResult = z.infer<typeof WithdrawQueryResultSchema>;

/**
 * Ours: spec 01 section 2 names the public withdraw query pages (/withdrawQuery,
 * /withdrawLogin, /withdrawQueryDetail, /queryOne*, /queryTwo*, /queryThree*) and nothing else.
 * The app makes them a step-by-step lookup of one withdrawal's status without signing in, so a
 * player who cannot sign in (or is on another device) can still follow a payout.
 */
export const withdrawQueryEndpoints = {
  withdrawQueryStatus: defineEndpoint({
    path: '/sys/withdrawQuery/status',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: WithdrawQueryRequestSchema,
    response: WithdrawQueryResultSchema,
    summary: 'Public lookup of one withdrawal by account, reference and password',
    ours: 'the spec names the withdraw query pages only; a wrong account, reference or password all answer the same business error (no hint which), and the server should rate-limit by account and IP',
    tags,
  }),
} as const;
