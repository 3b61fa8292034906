import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../core/endpoint';
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
  'player protection is beyond both specs: UKGC RTS 12-14 and the MGA player-protection directive require these tools';

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

/** Every call here is a member's JSON POST, and ours (see OURS); a call names only what differs. */
function protectionCall<Req extends z.ZodType, Res extends z.ZodType>(
  call: Pick<EndpointDefinition<Req, Res>, 'path' | 'indicator' | 'request' | 'response' | 'summary'>,
) {
  const { path, indicator, request, response, summary } = call;
  return defineEndpoint({
    path,
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator,
    request,
    response,
    summary,
    ours: OURS,
    tags,
  });
}

export const protectionEndpoints = {
  protectionStatus: protectionCall({
    path: '/sys/protection/status',
    indicator: false,
    request: emptyPayloadSchema,
    response: ProtectionStatusSchema,
    summary: "The member's limits (with use and pending changes), reality-check interval and any break",
  }),
  protectionSetLimit: protectionCall({
    path: '/sys/protection/limit/set',
    indicator: true,
    request: SetLimitRequestSchema,
    response: ProtectionStatusSchema,
    summary: 'Sets, lowers, raises (after 24 h) or removes (after 24 h) one deposit, loss or wager limit',
  }),
  protectionSetRealityCheck: protectionCall({
    path: '/sys/protection/realityCheck/set',
    indicator: true,
    request: z.strictObject({ minutes: realityCheckMinutesSchema }),
    response: ProtectionStatusSchema,
    summary: 'Chooses the reality-check interval (10, 20, 30, 60 minutes or 0 for off)',
  }),
  protectionPlaySession: protectionCall({
    path: '/sys/protection/session',
    indicator: false,
    request: emptyPayloadSchema,
    response: PlaySessionSchema,
    summary: "This sign-in's time, amount wagered and net result, and when the next reality check is due",
  }),
  protectionContinue: protectionCall({
    path: '/sys/protection/realityCheck/continue',
    indicator: false,
    request: emptyPayloadSchema,
    response: PlaySessionSchema,
    summary: 'Acknowledges the reality check ("Continue"): the next one is due one interval later',
  }),
  protectionTakeBreak: protectionCall({
    path: '/sys/protection/break',
    indicator: true,
    request: TakeBreakRequestSchema,
    response: AccountBlockSchema,
    summary:
      'Starts a break at once and ends every session; sign-in, play and deposits are refused until it ends',
  }),
  protectionSelfExclude: protectionCall({
    path: '/sys/protection/selfExclusion',
    indicator: true,
    request: SelfExcludeRequestSchema,
    response: AccountBlockSchema,
    summary: 'Self-excludes at once (cannot be shortened or lifted early) and ends every session',
  }),
  protectionActivity: protectionCall({
    path: '/sys/protection/activity',
    indicator: false,
    request: emptyPayloadSchema,
    response: AccountActivitySchema,
    summary:
      'Net deposits (deposits credited minus withdrawals paid) over the lifetime and the last 12 months',
  }),
} as const;
