import { z } from 'zod';
import { idSchema, isoDateTimeSchema, moneySchema } from '../core/primitives';
import { ledgerTransactionTypeSchema } from './enums';

/** The ledger row of the transaction history (spec 02 §3). */

/**
 * One ledger row. `amount` is the size of the change; whether the balance rose or fell is read
 * from balanceBefore and balanceAfter (the list shows a red minus when it fell).
 */
export const LedgerTransactionSchema = z.object({
  id: idSchema,
  type: ledgerTransactionTypeSchema,
  amount: moneySchema.nonnegative(),
  balanceBefore: moneySchema,
  balanceAfter: moneySchema,
  createTime: isoDateTimeSchema,
});
export type LedgerTransaction = z.infer<typeof LedgerTransactionSchema>;
