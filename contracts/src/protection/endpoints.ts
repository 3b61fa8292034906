import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { emptyPayloadSchema, moneySchema } from '../core/primitives';
import {
  AccountActivitySchema,
  AccountBlockSchema,
  breakPeriodSchema,
  exclusionPeriodSchema,
  limitKindSchema,
  limitPeriodSchema,
  MAX_LIMIT_AMOUNT,
  PlaySessionSchema,
  ProtectionStatusSchema,
  realityCheckMinutesSchema,
} from './schemas';

const tags = ['player-protection'] as const;
const OURS =
  'player protection is beyond both specs (issue 10): UKGC RTS 12-14 and the MGA player-protection directive require these tools';

/**
 * Sets, lowers, raises or removes one limit. `amount: null` removes it. A new or lower limit
 * applies at once; a higher one or a removal waits 24 hours (shown as pending). Sending the
 * amount in force cancels a pending change.
 */
export const SetLimitRequestSchema = z.strictObject({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: moneySchema.positive().max(MAX_LIMIT_AMOUNT).nullable(),
});
export type SetLimitRequest = z.infer<typeof SetLimitRequestSchema>;

/** `confirm: true` records that the player saw the consequences on the confirmation step. */
export const TakeBreakRequestSchema = z.strictObject({
  period: breakPeriodSchema,
  confirm: z.literal(true),
});
export const SelfExcludeRequestSchema = z.strictObject({
  period: exclusionPeriodSchema,
  confirm: z.literal(true),
});

export const protectionEndpoints = {
  protectionStatus: defineEndpoint({
    path: '/sys/protection/status',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: false,
    request: emptyPayloadSchema,
    response: ProtectionStatusSchema,
    summary: "The member's limits (with use and pending changes), reality-check interval and any break",
    ours: OURS,
    tags,
  }),
  protectionSetLimit: defineEndpoint({
    path: '/sys/protection/limit/set',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: SetLimitRequestSchema,
    response: ProtectionStatusSchema,
    summary: 'Sets, lowers, raises (after 24 h) or removes (after 24 h) one deposit, loss or wager limit',
    ours: OURS,
    tags,
  }),
  protectionSetRealityCheck: defineEndpoint({
    path: '/sys/protection/realityCheck/set',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: z.strictObject({ minutes: realityCheckMinutesSchema }),
    response: ProtectionStatusSchema,
    summary: 'Chooses the reality-check interval (10, 20, 30, 60 minutes or 0 for off)',
    ours: OURS,
    tags,
  }),
  protectionPlaySession: defineEndpoint({
    path: '/sys/protection/session',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: false,
    request: emptyPayloadSchema,
    response: PlaySessionSchema,
    summary: "This sign-in's time, amount wagered and net result, and when the next reality check is due",
    ours: OURS,
    tags,
  }),
  protectionContinue: defineEndpoint({
    path: '/sys/protection/realityCheck/continue',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: false,
    request: emptyPayloadSchema,
    response: PlaySessionSchema,
    summary: 'Acknowledges the reality check ("Continue"): the next one is due one interval later',
    ours: OURS,
    tags,
  }),
  protectionTakeBreak: defineEndpoint({
    path: '/sys/protection/break',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: TakeBreakRequestSchema,
    response: AccountBlockSchema,
    summary:
      'Starts a break at once and ends every session; sign-in, play and deposits are refused until it ends',
    ours: OURS,
    tags,
  }),
  protectionSelfExclude: defineEndpoint({
    path: '/sys/protection/selfExclusion',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: SelfExcludeRequestSchema,
    response: AccountBlockSchema,
    summary: 'Self-excludes at once (cannot be shortened or lifted early) and ends every session',
    ours: OURS,
    tags,
  }),
  protectionActivity: defineEndpoint({
    path: '/sys/protection/activity',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: false,
    request: emptyPayloadSchema,
    response: AccountActivitySchema,
    summary:
      'Net deposits (deposits credited minus withdrawals paid) over the lifetime and the last 12 months',
    ours: OURS,
    tags,
  }),
} as const;
