import { DepositPollingStatus } from './enums';

/**
 * The deposit constants of spec 02 §9 (and the client-side limits of §5), for the web app, the
 * simulator and the fixtures. Where the spec gives two readings, both are kept.
 */
export const DepositRules = {
  /** Used when the deposit config sends no minimumAmount. */
  MIN_AMOUNT_DEFAULT: 10,
  /** Enforced on provider, polled-frame, crypto and card paths; not on the cash path. */
  MAX_AMOUNT: 5000,
  /**
   * Ours: the cash path has no 5000 cap (spec 02 §5), but one order may not exceed this, so that
   * no member's order totals (limits, open orders) can outgrow the money an answer may carry
   * (two orders of 999,999,999,999.99 once made every limit answer a 500).
   */
  UNCAPPED_MAX_AMOUNT: 1_000_000,
  CARD_PRESET_AMOUNTS: [25, 30, 50, 100, 200, 500, 1000, 2000],
  CARD_DEFAULT_AMOUNT: 200,
  /** The other-amount input: number, min 10, max 5000, step 1. */
  AMOUNT_INPUT_STEP: 1,
  PRESETS_PER_ROW: 4,
  /** Expiry year choices: the current year plus the next 10. */
  CARD_EXPIRY_YEARS_AHEAD: 10,
  /** Failed polled or PayPal order creation: the window closes after this delay. */
  FAILED_ORDER_CLOSE_DELAY_MS: 2000,
  /** Cash payment not found: refund promised within this many hours. */
  REFUND_PROMISE_HOURS: 12,
} as const;

/** How each deposit path asks for its order's state (spec 02 §9). */
export const DepositPolls = {
  /** Immediately, then every 2 s, 4 queries in all; then it counts as failure. */
  CASH: { firstDelayMs: 0, intervalMs: 2000, maxAttempts: 4 },
  POLLED_FRAME: { firstDelayMs: 0, intervalMs: 1000, maxAttempts: Number.POSITIVE_INFINITY },
  STRIPE_RETURN: { firstDelayMs: 3000, intervalMs: 3000, maxAttempts: 3 },
  PAYMENT_RETURN: { firstDelayMs: 3000, intervalMs: 4000, maxAttempts: 3 },
  /** Without the loading indicator; stops when the pop-up closes. */
  CRYPTO: { firstDelayMs: 0, intervalMs: 2000, maxAttempts: Number.POSITIVE_INFINITY },
  /** How often the card deposit checks whether its processing window was closed. */
  WINDOW_CLOSED_WATCH_MS: 100,
} as const;

/** The crypto pop-up (spec 02 §9). */
export const CryptoRules = {
  QR_SIZE_PX: 200,
  DEPOSIT_SUCCESS_STATUS: DepositPollingStatus.SUCCESS,
} as const;

/** The first-deposit bonus (spec 02 §9): 100% up to 200 on a deposit of at least 10, wagered 50 times. */
export const BonusRules = {
  FIRST_DEPOSIT_PERCENT: 100,
  FIRST_DEPOSIT_MAX: 200,
  FIRST_DEPOSIT_MIN_DEPOSIT: 10,
  WAGERING_MULTIPLIER: 50,
} as const;
