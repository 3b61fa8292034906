import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { EnvelopeError } from '../../errors';
import { toMinor } from '../ledger/money';

const FIELD_WORDS = ['', '_EQ', '_NEQ', '_GT', '_IN'] as const;

/**
 * The contract speaks ISO times and major units; the tables keep epoch ms and minor units.
 * Converts the values of one field's filter words (`f`, `f_EQ`, `f_GT`, `f_IN`...) before
 * they reach SQL; sort words are left as they are.
 */
export function convertFieldValues(
  payload: Record<string, unknown>,
  field: string,
  convert: (value: unknown) => unknown,
): Record<string, unknown> {
  const converted = { ...payload };
  for (const word of FIELD_WORDS) {
    const key = `${field}${word}`;
    const value = converted[key];
    if (value === undefined) continue;
    if (word === '_IN') {
      const items = Array.isArray(value) ? value : String(value).split(',').filter(Boolean);
      converted[key] = items.map(convert);
    } else converted[key] = convert(value);
  }
  return converted;
}

export function isoToEpoch(value: unknown): number {
  const time = typeof value === 'number' ? value : Date.parse(String(value));
  if (Number.isNaN(time))
    throw new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, `Not a date and time: ${String(value)}`);
  return time;
}

export function majorToMinor(value: unknown): number {
  const amount = Number(value);
  if (!Number.isFinite(amount))
    throw new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, `Not an amount: ${String(value)}`);
  return toMinor(amount);
}
