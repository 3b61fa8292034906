import { MAX_LIMIT_AMOUNT } from '@casino/contracts/protection/schemas';

export type LimitAmountError = 'required' | 'invalid' | 'tooLarge' | 'unchanged';

/**
 * Reads a typed limit: a positive amount with up to two decimals, at most MAX_LIMIT_AMOUNT,
 * other than the amount already in force (sending that would only cancel a pending change,
 * which has its own button). Commas are read as decimal points, as many players type them.
 */
export function parseLimitAmount(
  text: string,
  current: number | null,
): { amount: number } | { error: LimitAmountError } {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { error: 'required' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'invalid' };
  const amount = Number(trimmed);
  if (amount <= 0) return { error: 'invalid' };
  if (amount > MAX_LIMIT_AMOUNT) return { error: 'tooLarge' };
  if (current !== null && amount === current) return { error: 'unchanged' };
  return { amount };
}
