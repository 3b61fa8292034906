/** The cash-out constants of spec 02 §9 (and the client-side limits of §5). */
export const WithdrawRules = {
  DOUBLE_CLICK_GUARD_MS: 2000,
  MANUAL_AMOUNT_MAX: 100000,
  QUICK_AMOUNTS_PER_ROW: 4,
  /** The rules text gives 200 in one language version and 25 in the English rules. */
  MIN_AMOUNT_READINGS: [200, 25],
} as const;
