import type { WithdrawConfig } from './schemas';

/** The cash-out constants of spec 02 §9 (and the client-side limits of §5). */
export const WithdrawRules = {
  DOUBLE_CLICK_GUARD_MS: 2000,
  MANUAL_AMOUNT_MAX: 100000,
  QUICK_AMOUNTS_PER_ROW: 4,
  /** The rules text gives 200 in one language version and 25 in the English rules. */
  MIN_AMOUNT_READINGS: [200, 25],
} as const;

/**
 * The first withdrawal waits for a deposit (spec 02 §4, §5): while the member's largest deposit is
 * below the required amount, a cash-out is refused (FIRST_WITHDRAW_NEEDS_DEPOSIT) and the app
 * sends the member to deposit first. Amounts in major units, as the withdraw config answers them.
 */
export const needsDepositBeforeWithdrawal = (
  config: Pick<WithdrawConfig, 'maxDepositAmount' | 'requiredDepositAmount4Withdraw'>,
): boolean => config.maxDepositAmount < config.requiredDepositAmount4Withdraw;
