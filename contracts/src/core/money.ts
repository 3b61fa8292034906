import { z } from 'zod';
import { fileIdSchema, moneySchema } from './primitives';

/**
 * Field types of the money entities (deposits, withdrawals, the VIP store), on top of the shared
 * primitives (ids, money, dates). Amounts are numbers in major units with at most two decimals;
 * crypto amounts are decimal strings, since coin quantities need more precision than a float
 * keeps. Form-encoded bodies need nothing special here: the simulator decodes form values to
 * each field's type before validating (see form-values.ts).
 */

/**
 * An amount a player asks to move. Only `> 0` is checked here: the minimum and maximum are
 * business rules (config minimum, 5000 cap) that the server answers with clear business errors.
 */
export const positiveMoneySchema = moneySchema.positive();

/**
 * A deposit amount: whole units of the currency, as the amount input's step 1 says (spec 02 §5):
 * 10.5 is refused by the simulator's contract check and by the app's form alike.
 */
export const depositAmountSchema = positiveMoneySchema.int('a whole amount, without cents');

/** A coin quantity as a decimal string, e.g. '0.00123456'. */
export const cryptoAmountSchema = z.string().regex(/^\d+(\.\d+)?$/, 'decimal number as text');

/** An order id issued by a payment provider: opaque text. */
export const providerOrderIdSchema = z.string().min(1).max(128);

/**
 * The files of one identity proof. The spec allows up to 6 files per upload and joins lists of
 * ids with commas, while the session user holds one file id: both forms are accepted.
 */
export const proofFilesSchema = z.union([
  fileIdSchema,
  z.string().regex(/^\d+(,\d+){0,5}$/, '1 to 6 comma-joined file ids'),
]);
export type ProofFiles = z.infer<typeof proofFilesSchema>;

/**
 * Preset amounts as the configs send them: '/'-separated numbers, e.g. '25/50/100/200'. An
 * empty string means no presets.
 */
export const slashAmountsSchema = z
  .string()
  .regex(/^(\d+(\.\d{1,2})?(\/\d+(\.\d{1,2})?)*)?$/, "amounts separated by '/'");

/** Splits a '/'-separated preset list into amounts; empty and non-positive items are dropped. */
export function parseSlashAmounts(text: string): number[] {
  return text
    .split('/')
    .filter((item) => item.trim() !== '')
    .map(Number)
    .filter((amount) => Number.isFinite(amount) && amount > 0);
}
