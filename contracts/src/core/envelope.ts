import { z } from 'zod';

/**
 * Every `/api` answer is `{ error, message, data }`. 0 is success, -2 means "not signed in"
 * (the client goes to /login, except for token info), -1 is never sent by a server: the
 * client makes it on network failure. Business errors are positive codes with a message.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    error: z.number().int(),
    message: z.string(),
    data: data.nullable().optional(),
  });

export type Envelope<T> = { error: number; message: string; data?: T | null };

/** The backend's page of a list: `{ content, number, size, totalElements, last }`. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    /** 1-based page number, as sent in `pageNum`. */
    number: z.number().int().min(1),
    size: z.number().int().min(1),
    totalElements: z.number().int().min(0),
    last: z.boolean(),
  });

export type Paged<T> = { content: T[]; number: number; size: number; totalElements: number; last: boolean };

/**
 * Error codes. The spec fixes 0, -1 and -2; positive codes are ours. Protocol errors carry the
 * HTTP status they mirror; business errors are grouped by domain in thousands.
 */
export const ApiErrorCode = {
  OK: 0,
  /** Made by the client when the request never got an answer. */
  NETWORK_FAILURE: -1,
  NOT_SIGNED_IN: -2,
  VALIDATION_FAILED: 400,
  FORBIDDEN: 403,
  UNKNOWN_PATH: 404,
  METHOD_NOT_ALLOWED: 405,
  /** A world lost with the farm replica that held it (decision 058). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_CONTENT_TYPE: 415,
  MALFORMED_BODY: 422,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  /** The simulator holds its cap of worlds, each within its lease (control plane only; Retry-After says when). */
  SERVICE_UNAVAILABLE: 503,
  /** A generic business refusal when no more specific code applies. */
  BUSINESS_RULE: 1000,
  NOT_FOUND: 1004,
  // accounts 11xx
  USERNAME_TAKEN: 1101,
  EMAIL_TAKEN: 1102,
  BAD_CREDENTIALS: 1103,
  ACCOUNT_DISABLED: 1104,
  ACCOUNT_NOT_ACTIVATED: 1105,
  BAD_CAPTCHA: 1106,
  BAD_ACTIVATION_CODE: 1107,
  BAD_RESET_CODE: 1108,
  UNDER_AGE: 1109,
  TERMS_NOT_AGREED: 1110,
  /** Ours: a new password the policy refuses (`auth/password-policy.ts`). */
  WEAK_PASSWORD: 1111,
  /**
   * Ours: an activation link (used, or retired by a newer mail) or a resend for an account that
   * is active already; the app then says so and offers sign-in instead of "failed to activate".
   */
  ACCOUNT_ALREADY_ACTIVATED: 1112,
  // games 12xx
  GAME_UNAVAILABLE: 1201,
  PLAY_BLOCKED: 1202,
  INSUFFICIENT_BALANCE: 1203,
  // money 13xx
  AMOUNT_TOO_LOW: 1301,
  AMOUNT_TOO_HIGH: 1302,
  PAYMENT_DECLINED: 1303,
  PROVIDER_ERROR: 1304,
  ORDER_NOT_FOUND: 1305,
  WITHDRAW_RULE: 1306,
  FIRST_WITHDRAW_NEEDS_DEPOSIT: 1307,
  // rewards 14xx
  BONUS_NOT_EARNED: 1401,
  BONUS_ALREADY_TAKEN: 1402,
  VIP_LEVEL_TOO_LOW: 1403,
  NOT_ENOUGH_POINTS: 1404,
  // player protection 15xx (ours). Refusals carry details in `data` (entities/protection).
  /** A deposit, bet or round would pass a limit; `data` is a LimitRefusal. */
  PROTECTION_LIMIT_REACHED: 1501,
  /** The member is taking a break; `data` is the AccountBlock. */
  PROTECTION_BREAK: 1502,
  /** The member is self-excluded; `data` is the AccountBlock. */
  PROTECTION_SELF_EXCLUDED: 1503,
  /** A break or self-exclusion already runs and cannot be shortened or replaced by a shorter one. */
  PROTECTION_BLOCK_ACTIVE: 1504,
} as const;

export type ApiErrorCodeValue = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

/**
 * Ours: a VALIDATION_FAILED answer names each refused field in `data`, so that a client can
 * write a tip in the player's language under that field instead of showing the server's text.
 * `problem` is coarse on purpose: `too_long` (over the contract's maximum), `missing` (required
 * and empty) or `invalid` (any other format rule).
 */
export const fieldProblemSchema = z.enum(['too_long', 'missing', 'invalid']);
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const validationDetailsSchema = z.object({
  fields: z.array(z.object({ field: z.string(), problem: fieldProblemSchema })),
});
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;
