import type { z } from 'zod';
import { numberCodes, selfNamedCodes } from '../core/enums';

/** Enumerations of the transactions domain (spec 01 §3, spec 02 §3, §4). */

/** The spec calls it "transaction type"; it tells which balance (cash, bonus, free) a row moves. */
export const [TransactionType, transactionTypeSchema] = numberCodes({ CASH: 1, BONUS: 2, FREE: 3 });
export type TransactionTypeValue = z.infer<typeof transactionTypeSchema>;

/** Kinds of ledger rows: every balance change is one row of one of these. */
export const [LedgerTransactionType, ledgerTransactionTypeSchema] = selfNamedCodes([
  'GAME_BET',
  'GAME_WIN',
  'GAME_ROLLBACK',
  /** Funds of a cancelled, rejected or failed withdrawal given back. */
  'WITHDRAW_ROLLBACK',
  'PROMOTION',
  'DEPOSIT',
  'REDEEM',
  'INVITE_AWARD',
  'GIFT',
  'BENEFITS',
  /** Ours: funds held when a withdrawal is applied for (the spec lists only the rollback). */
  'WITHDRAW',
  /** Ours: Monday cashback by VIP level. */
  'CASHBACK',
  /** Ours: Friday Fun bonus by VIP level. */
  'FRIDAY_FUN',
  /** Ours: the 100% first-deposit bonus. */
  'FIRST_DEPOSIT_BONUS',
]);
export type LedgerTransactionTypeValue = z.infer<typeof ledgerTransactionTypeSchema>;
