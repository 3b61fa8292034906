import { z } from 'zod';
import { flagSchema } from '../enums';
import { positiveMoneySchema, proofFilesSchema, slashAmountsSchema } from './money';
import { CashoutMethodCode, cashoutMethodCodeSchema, withdrawStatusSchema } from './money-enums';
import { currencyCodeSchema, emailSchema, idSchema, isoDateTimeSchema, moneySchema } from './primitives';

/** Withdrawal (cash-out) entities of spec 02 §3. */

export const WithdrawalRecordSchema = z.object({
  id: idSchema,
  createTime: isoDateTimeSchema,
  currency: currencyCodeSchema,
  amount: positiveMoneySchema,
  status: withdrawStatusSchema,
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecordSchema>;

export const WithdrawConfigSchema = z.object({
  minimumAmount: moneySchema.nonnegative(),
  /** Quick amounts, '/'-separated, shown four per row. */
  withdrawAmounts: slashAmountsSchema,
  withdrawAllowManualInput: flagSchema,
  /** The member's largest deposit so far. */
  maxDepositAmount: moneySchema.nonnegative(),
  /** If maxDepositAmount is below this, the first withdrawal needs a deposit of this amount. */
  requiredDepositAmount4Withdraw: moneySchema.nonnegative(),
});
export type WithdrawConfig = z.infer<typeof WithdrawConfigSchema>;

export const CashoutPaymentMethodSchema = z.object({
  code: cashoutMethodCodeSchema,
  name: z.string(),
  enabled: flagSchema,
});
export type CashoutPaymentMethod = z.infer<typeof CashoutPaymentMethodSchema>;

/** Where a CPAY payout goes. */
export const PayoutDataSchema = z.strictObject({
  accountName: z.string().max(200),
  toAccount: z.string().max(200),
});
export type PayoutData = z.infer<typeof PayoutDataSchema>;

/** Fields a method does not use may be absent or empty: the client sends the whole form. */
const optionalText = z.string().max(200).optional();
/** The session user holds null for a proof not uploaded yet; the client may pass that on. */
const optionalProof = z
  .union([proofFilesSchema, z.literal('')])
  .nullable()
  .optional();
const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * The withdraw application. Which details are required depends on the method (spec 02 §5 rule 6):
 * BANK_CARD routing number, account number and account name; PAYPAL and MERCADO_PAGO e-mail;
 * CPAY payoutData. Ours: CASHAPP (the account) and BTC (the address) put it in accountNumber.
 * ID proof and payment proof are required; the other two proofs are optional.
 */
export const WithdrawApplicationSchema = z
  .strictObject({
    amount: positiveMoneySchema,
    paymentMethod: cashoutMethodCodeSchema,
    routingNumber: optionalText,
    accountNumber: optionalText,
    accountName: optionalText,
    email: z.union([emailSchema, z.literal('')]).optional(),
    payoutData: PayoutDataSchema.optional(),
    idcardProofId: proofFilesSchema,
    idcardHoldProofId: optionalProof,
    addressProofId: optionalProof,
    paymentProofId: proofFilesSchema,
    /** Always sent as 0 (meaning not shown). */
    type: z.literal(0),
  })
  .superRefine((application, ctx) => {
    const requireField = (path: (string | number)[], value: string | undefined) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', path, message: 'Required for this payment method' });
    };
    switch (application.paymentMethod) {
      case CashoutMethodCode.BANK_CARD:
        requireField(['routingNumber'], application.routingNumber);
        requireField(['accountNumber'], application.accountNumber);
        requireField(['accountName'], application.accountName);
        break;
      case CashoutMethodCode.PAYPAL:
      case CashoutMethodCode.MERCADO_PAGO:
        requireField(['email'], application.email);
        break;
      case CashoutMethodCode.CPAY:
        requireField(['payoutData', 'accountName'], application.payoutData?.accountName);
        requireField(['payoutData', 'toAccount'], application.payoutData?.toAccount);
        break;
      case CashoutMethodCode.CASHAPP:
      case CashoutMethodCode.BTC:
        requireField(['accountNumber'], application.accountNumber);
        break;
    }
  });
export type WithdrawApplication = z.infer<typeof WithdrawApplicationSchema>;
