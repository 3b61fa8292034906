import type { z } from 'zod';
import type { EndpointDefinition } from './core/endpoint';
import { ApiErrorCode } from './core/envelope';
import { isProtocolCode } from './core/http-status';
import { BlockRefusalSchema, LimitRefusalSchema } from './protection/schemas';
import type { EndpointName } from './registry';

/**
 * The business refusals each call can answer: code, when, and the schema of `data`
 * when the refusal carries details. Answered at HTTP 200 (decision 022). Protocol codes (400,
 * 404, 405, 413, 415, 422, 500) can come from any call and are not repeated here; -2 is added
 * for every call that needs a member. The simulator refuses to send a business code a call
 * does not declare (in dev and tests, `api/refusal-check.ts`), and the OpenAPI document lists
 * them per operation.
 *
 * Kept apart from the endpoint files so that the declarations read as one table; keyed by the
 * registry's names, so a misspelt or removed call fails `tsc`.
 */
export interface Refusal {
  code: number;
  /** When the server answers it, in a sentence. */
  when: string;
  /** The schema of the envelope's `data`; absent means `data` is null. */
  data?: z.ZodType;
}

const refusal = (code: number, when: string, data?: z.ZodType): Refusal => ({
  code,
  when,
  ...(data ? { data } : {}),
});

const C = ApiErrorCode;

const notSignedIn = refusal(C.NOT_SIGNED_IN, 'no live session: no token, an unknown one or an expired one');
const disabledMember = refusal(
  C.ACCOUNT_DISABLED,
  "the session's member was disabled after signing in; token info and refresh answer the member with enabled 0",
);

/**
 * The session calls: for a member disabled after signing in they answer the member with
 * enabled 0 (spec 01 sections 4 and 8: the app then clears the token and reloads), where every
 * other member call refuses with ACCOUNT_DISABLED (decision 035).
 */
export const SESSION_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>(['tokenInfo', 'tokenRefresh']);
const notYours = refusal(C.FORBIDDEN, "the payload names another member's id or record");
const weakNewPassword = refusal(C.WEAK_PASSWORD, 'the new password breaks the policy');
const notFound = (what: string) => refusal(C.NOT_FOUND, `${what} does not exist (or is not the caller's)`);
const onBreak = refusal(
  C.PROTECTION_BREAK,
  'the member is taking a break; `data` is the block, with its end',
  BlockRefusalSchema,
);
const selfExcluded = refusal(
  C.PROTECTION_SELF_EXCLUDED,
  'the member is self-excluded; `data` is the block (endTime null when permanent)',
  BlockRefusalSchema,
);
const blocked = [onBreak, selfExcluded];
const limitReached = refusal(
  C.PROTECTION_LIMIT_REACHED,
  'the deposit would pass a deposit limit; `data` names the limit, what remains and when room frees up',
  LimitRefusalSchema,
);
const orderNotFound = refusal(C.ORDER_NOT_FOUND, "no deposit order with that id is the caller's");
const blockActive = refusal(
  C.PROTECTION_BLOCK_ACTIVE,
  'a break or self-exclusion already runs and the new one would end sooner, or a break would replace a self-exclusion; `data` is the block in force',
  BlockRefusalSchema,
);
const rateLimited = (what: string) => refusal(C.RATE_LIMITED, `too many ${what} in a short time; try later`);

/** Every call that opens a deposit order: the same checks, in the same order. */
const depositOrder: readonly Refusal[] = [
  notYours,
  ...blocked,
  refusal(C.BUSINESS_RULE, 'the deposit method is switched off or does not take this flow'),
  refusal(C.AMOUNT_TOO_LOW, "below the method's (or the bonus's) minimum"),
  refusal(C.AMOUNT_TOO_HIGH, 'above the 5000 cap or the method maximum'),
  limitReached,
  refusal(C.PROVIDER_ERROR, 'the payment provider is down (a QA rule or the test amount); no order is made'),
];
const cardDeposit: readonly Refusal[] = [
  ...depositOrder,
  refusal(C.PAYMENT_DECLINED, 'the card is declined (test card numbers or a QA rule)'),
];

export const endpointRefusals = {
  tokenRefresh: [...blocked],
  register: [
    refusal(C.USERNAME_TAKEN, 'the username is taken'),
    refusal(C.EMAIL_TAKEN, 'the e-mail address has an account'),
    refusal(C.BAD_CAPTCHA, 'the captcha answer is wrong or expired'),
    refusal(C.UNDER_AGE, 'the birthday makes the person younger than 18'),
    refusal(C.TERMS_NOT_AGREED, 'the terms were not accepted'),
    refusal(C.WEAK_PASSWORD, 'the password breaks the policy (length, username or e-mail, one character)'),
  ],
  checkRegister: [
    refusal(C.USERNAME_TAKEN, 'the username is taken'),
    refusal(C.EMAIL_TAKEN, 'the e-mail address has an account'),
    refusal(C.UNDER_AGE, 'the birthday makes the person younger than 18'),
    refusal(C.TERMS_NOT_AGREED, 'the terms were not accepted'),
  ],
  login: [
    refusal(C.BAD_CREDENTIALS, 'no member with that username or e-mail and password'),
    refusal(C.ACCOUNT_DISABLED, 'the account is disabled'),
    rateLimited('failed sign-ins for this name'),
    ...blocked,
  ],
  facebookRegister: [refusal(C.ACCOUNT_DISABLED, 'the linked account is disabled'), ...blocked],
  resendActivationMail: [refusal(C.ACCOUNT_ALREADY_ACTIVATED, 'the account is activated already')],
  activate: [
    refusal(
      C.BAD_ACTIVATION_CODE,
      'the activation code is unknown, or expired or used before its account was active',
    ),
    refusal(
      C.ACCOUNT_ALREADY_ACTIVATED,
      "the code was issued to an account that is active now (the link opened again, or an older mail's)",
    ),
  ],
  resetPassword: [refusal(C.BAD_RESET_CODE, 'the reset code is wrong, used or expired'), weakNewPassword],
  getMember: [notYours],
  receiveInviteBonus: [
    notYours,
    notFound('the invite bonus'),
    refusal(C.BONUS_NOT_EARNED, 'not enough invited friends have deposited yet'),
    refusal(C.BONUS_ALREADY_TAKEN, 'this bonus was received already'),
  ],
  changePassword: [notYours, weakNewPassword],
  newsUnreadCount: [notYours],
  newsListPage: [notYours],
  setNewsStatus: [notYours, notFound('the message')],
  stateFind: [notFound('the state')],
  countryFind: [notFound('the country')],
  articleGet: [notFound('the article')],
  gameGet: [notFound('the game')],
  gameLaunchUrl: [
    refusal(C.GAME_UNAVAILABLE, 'the game is switched off or unknown'),
    refusal(C.PLAY_BLOCKED, 'real-money play is blocked for this account'),
    ...blocked,
  ],
  gameTryPlayUrl: [refusal(C.GAME_UNAVAILABLE, 'the game is switched off, unknown or has no free play')],
  gameVendorDomain: [notFound('the game vendor')],
  checkBlock: [notYours],
  creditcardDeposit: cardDeposit,
  cattlDeposit: cardDeposit,
  onlyPayDeposit: cardDeposit,
  cattlPay: [orderNotFound, refusal(C.PAYMENT_DECLINED, 'the card is declined')],
  cashDepositOrder: depositOrder,
  cashGetImg: [orderNotFound],
  cashFindOrder: [orderNotFound],
  paypDepositOrder: depositOrder,
  paypFindOrder: [orderNotFound],
  stripeDepositOrder: depositOrder,
  stripeFindOrder: [orderNotFound],
  paypalDepositOrder: depositOrder,
  paypalFindOrder: [orderNotFound],
  paypalTrigger: [orderNotFound],
  cryptoDeposit: depositOrder,
  cryptDepositOrder: depositOrder,
  depositPollingStatus: [orderNotFound],
  cryptoQrcode: [orderNotFound],
  withdrawApply: [
    notYours,
    notFound('the member or a named proof file'),
    refusal(C.INSUFFICIENT_BALANCE, 'more than the withdrawable balance'),
    refusal(C.AMOUNT_TOO_LOW, "below the method's minimum"),
    refusal(C.AMOUNT_TOO_HIGH, "above the method's maximum"),
    refusal(
      C.WITHDRAW_RULE,
      'a cash-out rule refuses it (wagering left, one pending at a time, proofs missing)',
    ),
    refusal(C.FIRST_WITHDRAW_NEEDS_DEPOSIT, 'a first cash-out needs a deposit first'),
  ],
  withdrawListPage: [notYours],
  withdrawCancel: [
    notYours,
    notFound('the withdrawal'),
    refusal(C.WITHDRAW_RULE, 'the withdrawal can no longer be cancelled'),
  ],
  memberDocumentsUpdate: [notYours, notFound('a named proof file')],
  vipStoreRedeem: [
    notFound('the package'),
    refusal(C.VIP_LEVEL_TOO_LOW, "the package is above the member's VIP level"),
    refusal(C.NOT_ENOUGH_POINTS, 'not enough VIP points'),
  ],
  withdrawQueryStatus: [
    refusal(C.BUSINESS_RULE, 'no withdrawal matches the e-mail and reference (one answer for both)'),
    rateLimited('lookups from this address'),
  ],
  protectionTakeBreak: [blockActive],
  protectionSelfExclude: [blockActive],
} satisfies { [K in EndpointName]?: readonly Refusal[] };

/**
 * Every business refusal one call can answer: -2 for member calls, ACCOUNT_DISABLED for member
 * calls other than the session calls, then its own declarations. Protocol codes are left out
 * (see `http-status.ts`).
 */
export function refusalsOf(name: EndpointName, endpoint: EndpointDefinition): readonly Refusal[] {
  const own: readonly Refusal[] =
    (endpointRefusals as Partial<Record<EndpointName, readonly Refusal[]>>)[name] ?? [];
  if (endpoint.auth !== 'member') return own;
  return SESSION_CALLS.has(name) ? [notSignedIn, ...own] : [notSignedIn, disabledMember, ...own];
}

/** Whether a call may answer this code: a protocol code, or one of its declared refusals. */
export function mayAnswer(name: EndpointName, endpoint: EndpointDefinition, code: number): boolean {
  return (
    code === ApiErrorCode.OK ||
    isProtocolCode(code) ||
    refusalsOf(name, endpoint).some((r) => r.code === code)
  );
}
