import type { z } from 'zod';
import { numberCodes, textCodes } from '../core/enums';

/** Enumerations of the withdrawals domain (spec 02 §3, §4). */

/** A withdrawal's life: pending → passed → paying → paid → completed; cancelled, rejected, failed end it. */
export const [WithdrawStatus, withdrawStatusSchema] = numberCodes({
  PENDING: 0,
  CANCELLED: 1,
  REJECTED: 10,
  /** Approved, waiting to be processed. */
  PASSED: 20,
  PAYING: 29,
  PAID: 30,
  COMPLETED: 40,
  FAILED: 50,
});
export type WithdrawStatusValue = z.infer<typeof withdrawStatusSchema>;

/** Cash-out method codes. Cashapp pays to an account, BTC to an address. */
export const [CashoutMethodCode, cashoutMethodCodeSchema] = textCodes({
  BANK_CARD: 'BANK_CARD',
  PAYPAL: 'PAYPAL',
  MERCADO_PAGO: 'MERCADO_PAGO',
  CASHAPP: 'CASHAPP',
  CPAY: 'CPAY',
  BTC: 'BTC',
});
export type CashoutMethodCodeValue = z.infer<typeof cashoutMethodCodeSchema>;
