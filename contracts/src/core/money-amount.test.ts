import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../registry';
import { decodeFormValues } from './form-values';
import { MAX_MONEY_AMOUNT, moneySchema } from './primitives';

/** Amounts no stored money may hold: each once broke or could break a later answer. */
const REFUSED: Array<[string, number]> = [
  ['1e-300 (passed multipleOf, stored as 0 cents)', 1e-300],
  ['the smallest subnormal', 5e-324],
  ['a subnormal', 2.2e-310],
  ['three decimals', 0.001],
  ['1.005 (three decimals, not 1.01 or 1.00)', 1.005],
  ['1e21 (printed in exponent form)', 1e21],
  ['above the bound', MAX_MONEY_AMOUNT + 1],
  ['below the bound', -MAX_MONEY_AMOUNT - 1],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
];

const ACCEPTED: number[] = [0, 0.01, 0.3, 1.15, 12.5, 100, 4999.99, -25.75, MAX_MONEY_AMOUNT, 123456789.99];

describe('the money-amount rule', () => {
  for (const [label, value] of REFUSED) {
    it(`refuses ${label}`, () => {
      expect(moneySchema.safeParse(value).success).toBe(false);
    });
  }

  it('takes decimals with at most two places within the bound', () => {
    for (const value of ACCEPTED) expect(moneySchema.parse(value), String(value)).toBe(value);
  });

  it('takes the float noise of a cent amount (0.1 + 0.2), as answers computed in doubles carry', () => {
    expect(moneySchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(moneySchema.safeParse(1.1 * 3).success).toBe(true);
  });

  it('reads -0 as 0, so no negative zero is stored or answered', () => {
    expect(Object.is(moneySchema.parse(-0), 0)).toBe(true);
  });

  it('reads 1e2 as 100: JSON exponent notation is the same number', () => {
    expect(moneySchema.parse(JSON.parse('1e2'))).toBe(100);
  });
});

/** A number field of a payload, with optional/nullable/default wrappers taken off. */
function numberField(schema: z.ZodType): z.ZodNumber | undefined {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof z.ZodNumber) return current;
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    )
      current = current.unwrap() as z.ZodType;
    else return undefined;
  }
  return undefined;
}

/**
 * List filters on amounts (game history, transactions, invite configs) are compared, never
 * stored, and the simulator's list converter refuses what is not finite. Named here so that a
 * new stored amount field cannot slip in unnoticed.
 */
const FILTER_ONLY = new Set(['gameHistoryPage', 'memberTransactionPage', 'inviteConfigListAll']);

describe('every amount field of every payload uses the money-amount rule', () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const shape = endpoint.request instanceof z.ZodObject ? endpoint.request.shape : {};
    const amountFields = Object.entries(shape as Record<string, z.ZodType>).filter(
      ([field, schema]) => /amount$/i.test(field) && numberField(schema),
    );
    if (amountFields.length === 0 || FILTER_ONLY.has(name)) continue;
    it(`${name}: ${amountFields.map(([field]) => field).join(', ')}`, () => {
      for (const [field, schema] of amountFields) {
        for (const [label, value] of REFUSED)
          expect(schema.safeParse(value).success, `${field} took ${label}`).toBe(false);
      }
    });
  }
});

describe('form values become numbers only from decimal notation', () => {
  const schema = z.strictObject({ amount: moneySchema });
  it.each(['0x10', '0b11', ' 12 ', 'Infinity', '１２３', '12,5', ''])(
    '%j stays text and is refused',
    (text) => {
      const decoded = decodeFormValues(schema, { amount: text });
      expect(decoded.amount).toBe(text);
      expect(schema.safeParse(decoded).success).toBe(false);
    },
  );
  it.each([
    ['12.50', 12.5],
    ['1e2', 100],
    ['-0', 0],
  ])('%j becomes %d', (text, value) => {
    expect(schema.parse(decodeFormValues(schema, { amount: text })).amount).toBe(value);
  });
});
