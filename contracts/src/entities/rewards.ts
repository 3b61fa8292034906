import { z } from 'zod';
import { positiveMoneySchema, proofFilesSchema } from './money';
import { ledgerTransactionTypeSchema } from './money-enums';
import { idSchema, isoDateTimeSchema, moneySchema } from './primitives';

/** Ledger, documents, VIP store and voucher entities of spec 02 §3. */

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

/** The member's four identity proofs, all required; each is one file id or several comma-joined. */
export const MemberDocumentsSchema = z.strictObject({
  idcardProofId: proofFilesSchema,
  idcardHoldProofId: proofFilesSchema,
  addressProofId: proofFilesSchema,
  paymentProofId: proofFilesSchema,
});
export type MemberDocuments = z.infer<typeof MemberDocumentsSchema>;

/** Ours: the documents as stored, with the review status they now have. */
export const MemberDocumentsStateSchema = z.object({
  idcardProofId: proofFilesSchema,
  idcardHoldProofId: proofFilesSchema,
  addressProofId: proofFilesSchema,
  paymentProofId: proofFilesSchema,
  /** Profile document status of the shared enumerations (0 not uploaded, 10 auditing, 20, 30). */
  documentStatus: z.number().int(),
});
export type MemberDocumentsState = z.infer<typeof MemberDocumentsStateSchema>;

export const VipStorePackageSchema = z.object({
  id: idSchema,
  /** Member level of the shared enumerations (bronze 10 … diamond 40); usable at or below the member's. */
  level: z.number().int(),
  /** Points the package costs. */
  points: z.number().int().positive(),
  /** Bonus credited on redeem. */
  bonus: positiveMoneySchema,
});
export type VipStorePackage = z.infer<typeof VipStorePackageSchema>;

/** Ours: what a redeem did, so the client can show it before the session refresh. */
export const VipRedeemResultSchema = z.object({
  packageId: idSchema,
  pointsSpent: z.number().int().positive(),
  bonus: positiveMoneySchema,
  /** The member's points left after the redeem. */
  vipPoints: z.number().int().nonnegative(),
});
export type VipRedeemResult = z.infer<typeof VipRedeemResultSchema>;

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
