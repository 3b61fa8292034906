import { z } from 'zod';

/**
 * Enumerations of the money domain (spec 02 §3, §4), as `as const` objects with the spec's
 * values, each with its zod schema and type. Values marked "ours" are not in the spec.
 */

type ValueOf<T> = T[keyof T];

/** A withdrawal's life: pending → passed → paying → paid → completed; cancelled, rejected, failed end it. */
export const WithdrawStatus = {
  PENDING: 0,
  CANCELLED: 1,
  REJECTED: 10,
  /** Approved, waiting to be processed. */
  PASSED: 20,
  PAYING: 29,
  PAID: 30,
  COMPLETED: 40,
  FAILED: 50,
} as const;
export const withdrawStatusSchema = z.literal(Object.values(WithdrawStatus));
export type WithdrawStatusValue = z.infer<typeof withdrawStatusSchema>;

/** Kinds of ledger rows: every balance change is one row of one of these. */
export const LedgerTransactionType = {
  GAME_BET: 'GAME_BET',
  GAME_WIN: 'GAME_WIN',
  GAME_ROLLBACK: 'GAME_ROLLBACK',
  /** Funds of a cancelled, rejected or failed withdrawal given back. */
  WITHDRAW_ROLLBACK: 'WITHDRAW_ROLLBACK',
  PROMOTION: 'PROMOTION',
  DEPOSIT: 'DEPOSIT',
  REDEEM: 'REDEEM',
  INVITE_AWARD: 'INVITE_AWARD',
  GIFT: 'GIFT',
  BENEFITS: 'BENEFITS',
  /** Ours: funds held when a withdrawal is applied for (the spec lists only the rollback). */
  WITHDRAW: 'WITHDRAW',
  /** Ours: Monday cashback by VIP level. */
  CASHBACK: 'CASHBACK',
  /** Ours: Friday Fun bonus by VIP level. */
  FRIDAY_FUN: 'FRIDAY_FUN',
  /** Ours: the 100% first-deposit bonus. */
  FIRST_DEPOSIT_BONUS: 'FIRST_DEPOSIT_BONUS',
} as const;
export const ledgerTransactionTypeSchema = z.enum(LedgerTransactionType);
export type LedgerTransactionTypeValue = z.infer<typeof ledgerTransactionTypeSchema>;

/** Deposit method codes. The spec writes pix, pingpong and onlyPay in lower case; codes are upper case. */
export const DepositMethodCode = {
  VISA_MASTERCARD_1: 'VISA_MASTERCARD_1',
  STRIPE: 'STRIPE',
  CASH: 'CASH',
  CPAY: 'CPAY',
  PAYPAL_POLL: 'PAYPAL_POLL',
  PAYP: 'PAYP',
  /** Crypto variant A (bitcoin, ethereum, tether, litecoin). */
  CRYPTO: 'CRYPTO',
  /** Crypto variant B (btc, eth, bep20, erc20, ltc, doge). */
  CRYPT: 'CRYPT',
  PIX: 'PIX',
  PINGPONG: 'PINGPONG',
  ONLYPAY: 'ONLYPAY',
  /** The card-processor flow: deposit, then `/sys/cattl/pay`. */
  CATTL: 'CATTL',
  /** PayPal in an embedded frame. */
  PAYPAL: 'PAYPAL',
} as const;
export const depositMethodCodeSchema = z.enum(DepositMethodCode);
export type DepositMethodCodeValue = z.infer<typeof depositMethodCodeSchema>;

/** Who sees a deposit method; the member's `credited` flag decides between 10 and 20. */
export const DepositMethodVisibility = {
  ALL: 0,
  CREDITED_BEFORE: 10,
  NEVER_CREDITED: 20,
} as const;
export const depositMethodVisibilitySchema = z.literal(Object.values(DepositMethodVisibility));
export type DepositMethodVisibilityValue = z.infer<typeof depositMethodVisibilitySchema>;

/** Cash-out method codes. Cashapp pays to an account, BTC to an address. */
export const CashoutMethodCode = {
  BANK_CARD: 'BANK_CARD',
  PAYPAL: 'PAYPAL',
  MERCADO_PAGO: 'MERCADO_PAGO',
  CASHAPP: 'CASHAPP',
  CPAY: 'CPAY',
  BTC: 'BTC',
} as const;
export const cashoutMethodCodeSchema = z.enum(CashoutMethodCode);
export type CashoutMethodCodeValue = z.infer<typeof cashoutMethodCodeSchema>;

/**
 * Cash order status as `/sys/cash/findOrder` answers it. Odd but exact: 'false' means SUCCESS and
 * 'true' means FAILURE (payment not found). The frame providers below use the opposite reading.
 */
export const CashOrderStatus = {
  WAIT: 'wait',
  SUCCESS: 'false',
  FAILURE: 'true',
} as const;
export const cashOrderStatusSchema = z.enum(CashOrderStatus);
export type CashOrderStatusValue = z.infer<typeof cashOrderStatusSchema>;

/**
 * Status of a frame order (payp, stripe, paypal findOrder): 'true' is success, 'false' failure
 * (the reverse of cash). The client keeps polling on any other value, so the schema takes any
 * text; PENDING 'wait' is ours, the value the simulator sends meanwhile.
 */
export const FrameOrderStatus = {
  SUCCESS: 'true',
  FAILURE: 'false',
  PENDING: 'wait',
} as const;
export const frameOrderStatusSchema = z.string().min(1).max(32);
/** The values we send; any text parses. */
export type FrameOrderStatusValue = ValueOf<typeof FrameOrderStatus>;

/**
 * `/sys/deposit/pollingStatus` data for crypto deposits: 10 is success (spec); the client keeps
 * polling on anything else. The other values are ours, for the simulator's order states.
 */
export const DepositPollingStatus = {
  /** Ours. */
  PENDING: 0,
  SUCCESS: 10,
  /** Ours. */
  FAILED: 20,
  /** Ours. */
  EXPIRED: 30,
} as const;
export const depositPollingStatusSchema = z.number().int();
/** The values we send; any integer parses. */
export type DepositPollingStatusValue = ValueOf<typeof DepositPollingStatus>;

/** Ours: a deposit order's state, as the card and card-processor calls report it. */
export const DepositOrderStatus = {
  CREATED: 'created',
  PENDING: 'pending',
  SUCCESS: 'success',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
} as const;
export const depositOrderStatusSchema = z.enum(DepositOrderStatus);
export type DepositOrderStatusValue = z.infer<typeof depositOrderStatusSchema>;

/** Crypto variant A (code CRYPTO): the charge's coin keys and the coin codes shown. */
export const CryptoCoinA = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  tether: 'USDT',
  litecoin: 'LTC',
} as const;
export type CryptoCoinAKey = keyof typeof CryptoCoinA;
export const cryptoCoinAKeySchema = z.enum(Object.keys(CryptoCoinA) as [CryptoCoinAKey, ...CryptoCoinAKey[]]);

/**
 * Crypto variant B (code CRYPT): the `depositCurrency` keys and the coin codes shown. BCH is
 * mapped by the original client but not offered, so it is left out.
 */
export const CryptoCoinB = {
  btc: 'BTC',
  eth: 'ETH',
  bep20: 'BNB',
  erc20: 'USDT',
  ltc: 'LTC',
  doge: 'DOGECOIN',
} as const;
export type CryptoCoinBKey = keyof typeof CryptoCoinB;
export const cryptoCoinBKeySchema = z.enum(Object.keys(CryptoCoinB) as [CryptoCoinBKey, ...CryptoCoinBKey[]]);

/**
 * The money constants of spec 02 §9 (and the client-side limits of §5), in one place for the web
 * app, the simulator and the fixtures. Where the spec gives two readings, both are kept.
 */
export const MoneyRules = {
  deposit: {
    /** Used when the deposit config sends no minimumAmount. */
    MIN_AMOUNT_DEFAULT: 10,
    /** Enforced on provider, polled-frame, crypto and card paths; not on the cash path. */
    MAX_AMOUNT: 5000,
    CARD_PRESET_AMOUNTS: [25, 30, 50, 100, 200, 500, 1000, 2000],
    CARD_DEFAULT_AMOUNT: 200,
    /** The other-amount input: number, min 10, max 5000, step 1. */
    AMOUNT_INPUT_STEP: 1,
    PRESETS_PER_ROW: 4,
    PRESET_SEPARATOR: '/',
    /** Expiry year choices: the current year plus the next 10. */
    CARD_EXPIRY_YEARS_AHEAD: 10,
    /** Failed polled or PayPal order creation: the window closes after this delay. */
    FAILED_ORDER_CLOSE_DELAY_MS: 2000,
    /** Cash payment not found: refund promised within this many hours. */
    REFUND_PROMISE_HOURS: 12,
  },
  polls: {
    /** Immediately, then every 2 s, 4 queries in all; then it counts as failure. */
    CASH: { firstDelayMs: 0, intervalMs: 2000, maxAttempts: 4 },
    POLLED_FRAME: { firstDelayMs: 0, intervalMs: 1000, maxAttempts: Number.POSITIVE_INFINITY },
    STRIPE_RETURN: { firstDelayMs: 3000, intervalMs: 3000, maxAttempts: 3 },
    PAYMENT_RETURN: { firstDelayMs: 3000, intervalMs: 4000, maxAttempts: 3 },
    /** Without the loading indicator; stops when the pop-up closes. */
    CRYPTO: { firstDelayMs: 0, intervalMs: 2000, maxAttempts: Number.POSITIVE_INFINITY },
    /** How often the card deposit checks whether its processing window was closed. */
    WINDOW_CLOSED_WATCH_MS: 100,
  },
  withdraw: {
    DOUBLE_CLICK_GUARD_MS: 2000,
    MANUAL_AMOUNT_MAX: 100000,
    QUICK_AMOUNTS_PER_ROW: 4,
    /** The rules text gives 200 in one language version and 25 in the English rules. */
    MIN_AMOUNT_READINGS: [200, 25],
    MULTIPLE_OF: 100,
    /** A withdrawal must not exceed half of the wagered amount. */
    MAX_SHARE_OF_WAGERED: 0.5,
    /** Two readings: 5 to 30 minutes, or 24 to 72 hours. */
    CASHOUT_TIME_READINGS: ['5-30 minutes', '24-72 hours'],
    MONTHLY_PAYOUT_CAP_EUR: 15000,
  },
  lists: {
    /** History, transactions, news, withdrawals. */
    PAGE_SIZE: 20,
    LOAD_MORE_WITHIN_PX: 30,
  },
  documents: {
    REVIEW_BUSINESS_DAYS: { min: 1, max: 7 },
    ADDRESS_PROOF_MAX_AGE_MONTHS: 3,
  },
  crypto: {
    QR_SIZE_PX: 200,
    DEPOSIT_SUCCESS_STATUS: DepositPollingStatus.SUCCESS,
  },
  vip: {
    WAGERED_PER_POINT: 10,
    BRONZE_ENTRY_POINTS: 400,
    /** Under this many points the store shows 'No packages'. */
    STORE_MIN_POINTS: 100,
    /** By badge, Bronze to Diamond; paid Mondays for the week Monday 00:01 to Sunday 23:59 UTC. */
    CASHBACK_PERCENT_BY_LEVEL: [5, 8, 12, 15, 20],
    CASHBACK_MIN: 1,
    FRIDAY_FUN_MIN_DEPOSIT_BY_LEVEL: [100, 150, 200, 250, 300],
    FRIDAY_FUN_REAL_BALANCE_BELOW_BY_LEVEL: [10, 20, 30, 40, 50],
    FRIDAY_FUN_BONUS_BY_LEVEL: [10, 20, 30, 40, 50],
  },
  bonus: {
    FIRST_DEPOSIT_PERCENT: 100,
    FIRST_DEPOSIT_MAX: 200,
    FIRST_DEPOSIT_MIN_DEPOSIT: 10,
    FIRST_DEPOSIT_VALID_DAYS: 90,
    FREE_NO_DEPOSIT_BONUS: 5,
    FREE_BONUS_WINNINGS_CAP: 200,
    WAGERING_MULTIPLIER: 50,
    MAX_ACTIVE_BONUSES: 1,
    LAPSE_AFTER_INACTIVE_DAYS: 7,
    /** Bets above this count toward wagering only up to it. */
    MAX_BET_FOR_WAGERING: 2,
    JACKPOT_CONTRIBUTION_PERCENT: 1,
  },
  account: {
    INACTIVE_AFTER_DAYS: 180,
    INACTIVE_MONTHLY_FEE_EUR: 5,
    REFUND_WITHIN_HOURS: 24,
    DOCUMENTS_WITHIN_DAYS: 5,
    COMPLAINTS_WITHIN_DAYS: 14,
  },
} as const;
