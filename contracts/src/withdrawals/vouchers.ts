import { z } from 'zod';
import { positiveMoneySchema } from '../core/money';

/** Withdrawal vouchers (spec 02 §9). */

/** A withdrawal voucher card: purchase amount, the withdrawal range it covers (text), a description. */
export const WithdrawalVoucherSchema = z.object({
  amount: positiveMoneySchema,
  withdrawAmount: z.string().regex(/^\d+-\d+$/, "Expected a range 'min-max'"),
  content: z.string(),
});
export type WithdrawalVoucher = z.infer<typeof WithdrawalVoucherSchema>;

/** The static voucher tiers of spec 02 §9 (purchase / withdraw range); the content text is ours. */
export const WithdrawalVoucherTiers: readonly WithdrawalVoucher[] = (
  [
    [100, '200-2000'],
    [120, '2001-4000'],
    [150, '4001-6000'],
    [200, '6001-10000'],
    [280, '10001-20000'],
    [380, '20001-30000'],
    [600, '30001-50000'],
  ] as const
).map(
  ([amount, withdrawAmount]): WithdrawalVoucher => ({
    amount,
    withdrawAmount,
    content: `Withdraw ${withdrawAmount} with a ${amount} voucher`,
  }),
);
