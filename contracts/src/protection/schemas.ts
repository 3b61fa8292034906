import { z } from 'zod';
import { currencyCodeSchema, isoDateTimeSchema, moneySchema } from '../core/primitives';

/*
 * Player protection (ours): the safer-gambling tools licensed casinos must offer
 * (UK Gambling Commission RTS 12-14, MGA player-protection directive). Amounts are in the
 * member's currency, major units, like every other amount of the app.
 */

/** What a limit caps: money paid in, money lost (stakes minus wins) or money staked. */
export const limitKindSchema = z.enum(['DEPOSIT', 'LOSS', 'WAGER']);
export type LimitKind = z.infer<typeof limitKindSchema>;

/**
 * The rolling window a limit counts over: the last 24 hours, 7 days or 30 days ("one month"
 * is 30 days, so that it means the same length of time in every month).
 */
export const limitPeriodSchema = z.enum(['DAY', 'WEEK', 'MONTH']);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/** Length of each limit window, in milliseconds. */
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  DAY: 24 * 60 * 60_000,
  WEEK: 7 * 24 * 60 * 60_000,
  MONTH: 30 * 24 * 60 * 60_000,
};

/** An increase or a removal waits this long (on the server's clock) before it applies. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60_000;

/** Largest limit a player can type: far above any real stake, small enough to stay exact. */
export const MAX_LIMIT_AMOUNT = 10_000_000;

/** A change that waits for the cooling-off period: a higher amount, or null for a removal. */
export const PendingLimitChangeSchema = z.object({
  amount: moneySchema.positive().nullable(),
  effectiveTime: isoDateTimeSchema,
});

/** One limit as it stands now, with what the current window has used of it. */
export const PlayerLimitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: moneySchema.positive(),
  /** Counted in the current rolling window (deposits, net losses or stakes). */
  used: moneySchema.min(0),
  remaining: moneySchema.min(0),
  /** When the oldest counted activity leaves the window and frees room; null when nothing counts. */
  resetTime: isoDateTimeSchema.nullable(),
  pending: PendingLimitChangeSchema.nullable(),
});
export type PlayerLimit = z.infer<typeof PlayerLimitSchema>;

/** Reality-check interval in minutes; 0 means off. */
export const realityCheckMinutesSchema = z.union([
  z.literal(0),
  z.literal(10),
  z.literal(20),
  z.literal(30),
  z.literal(60),
]);
export type RealityCheckMinutes = z.infer<typeof realityCheckMinutesSchema>;
export const REALITY_CHECK_CHOICES = [10, 20, 30, 60, 0] as const satisfies readonly RealityCheckMinutes[];

/** Take a break: 24 hours, 7 days, 30 days, 6 weeks. Can end early? No: it runs its course. */
export const breakPeriodSchema = z.enum(['DAY', 'WEEK', 'MONTH', 'SIX_WEEKS']);
export type BreakPeriod = z.infer<typeof breakPeriodSchema>;
export const BREAK_PERIOD_MS: Record<BreakPeriod, number> = {
  DAY: 24 * 60 * 60_000,
  WEEK: 7 * 24 * 60 * 60_000,
  MONTH: 30 * 24 * 60 * 60_000,
  SIX_WEEKS: 42 * 24 * 60 * 60_000,
};

/** Self-exclusion: 6 months, 1 year, 5 years (calendar, UTC) or for good. */
export const exclusionPeriodSchema = z.enum(['SIX_MONTHS', 'ONE_YEAR', 'FIVE_YEARS', 'PERMANENT']);
export type ExclusionPeriod = z.infer<typeof exclusionPeriodSchema>;
/** Calendar months each self-exclusion lasts; null for permanent. */
export const EXCLUSION_PERIOD_MONTHS: Record<ExclusionPeriod, number | null> = {
  SIX_MONTHS: 6,
  ONE_YEAR: 12,
  FIVE_YEARS: 60,
  PERMANENT: null,
};

export const accountBlockKindSchema = z.enum(['BREAK', 'SELF_EXCLUSION']);
export type AccountBlockKind = z.infer<typeof accountBlockKindSchema>;

/** A break or self-exclusion in force: sign-in, play and deposits are refused until `endTime`. */
export const AccountBlockSchema = z.object({
  kind: accountBlockKindSchema,
  startTime: isoDateTimeSchema,
  /** Null for a permanent self-exclusion. */
  endTime: isoDateTimeSchema.nullable(),
});
export type AccountBlock = z.infer<typeof AccountBlockSchema>;

/** Everything the responsible-gaming screen shows. */
export const ProtectionStatusSchema = z.object({
  currency: currencyCodeSchema,
  limits: z.array(PlayerLimitSchema),
  realityCheckMinutes: realityCheckMinutesSchema,
  block: AccountBlockSchema.nullable(),
  serverTime: isoDateTimeSchema,
});
export type ProtectionStatus = z.infer<typeof ProtectionStatusSchema>;

/** The signed-in session's play so far: the reality check and the game pop-up show it. */
export const PlaySessionSchema = z.object({
  currency: currencyCodeSchema,
  /** When this sign-in began. */
  startTime: isoDateTimeSchema,
  serverTime: isoDateTimeSchema,
  /** Total staked in real-money rounds since sign-in. */
  wagered: moneySchema.min(0),
  /** Wins minus stakes since sign-in: negative is a loss. */
  net: moneySchema,
  realityCheckMinutes: realityCheckMinutesSchema,
  /** When the next reminder is due; null when reality checks are off. */
  nextCheckTime: isoDateTimeSchema.nullable(),
  /** The reminder is due now (nextCheckTime has passed and was not yet acknowledged). */
  checkDue: z.boolean(),
});
export type PlaySession = z.infer<typeof PlaySessionSchema>;

/** Money in and out over a span: deposits credited, withdrawals paid, and the difference. */
export const ActivityTotalsSchema = z.object({
  deposits: moneySchema.min(0),
  withdrawals: moneySchema.min(0),
  /** Deposits minus withdrawals: what the account has cost the player, net. */
  netDeposits: moneySchema,
});

export const AccountActivitySchema = z.object({
  currency: currencyCodeSchema,
  lifetime: ActivityTotalsSchema,
  last12Months: ActivityTotalsSchema,
  /** Since when the lifetime figures count (the account's creation). */
  since: isoDateTimeSchema,
});
export type AccountActivity = z.infer<typeof AccountActivitySchema>;

/**
 * `data` of a refusal with PROTECTION_LIMIT_REACHED: which limit stopped the deposit, bet or
 * round, and when room frees up, so the app can say it in the player's language.
 */
export const LimitRefusalSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: moneySchema.positive(),
  remaining: moneySchema.min(0),
  resetTime: isoDateTimeSchema.nullable(),
  currency: currencyCodeSchema,
});
export type LimitRefusal = z.infer<typeof LimitRefusalSchema>;

/**
 * `data` of a refusal with PROTECTION_BREAK or PROTECTION_SELF_EXCLUDED: the block itself, named
 * for where a refusal carries it.
 * @alias
 */
export const BlockRefusalSchema = AccountBlockSchema;
