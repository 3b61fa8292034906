import { z } from 'zod';
import { flagSchema } from '../core/enums';
import { ifThen } from '../core/json-schema';
import { positiveMoneySchema, proofFilesSchema, slashAmountsSchema } from '../core/money';
import {
  currencyCodeSchema,
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  moneySchema,
} from '../core/primitives';
import {
  CashoutMethodCode,
  type CashoutMethodCodeValue,
  cashoutMethodCodeSchema,
  withdrawStatusSchema,
} from './enums';

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

/** A detail the method needs: any text but blank (the client sends what the member typed). */
const detailText = z
  .string()
  .max(200)
  .refine((value) => value.trim() !== '', { message: 'Required for this payment method', abort: true });

/**
 * The details each cash-out method needs (spec 02 §5 rule 6): the one place they are written.
 * BANK_CARD routing number, account number and account name; PAYPAL and MERCADO_PAGO e-mail;
 * CPAY payoutData accountName and toAccount. Ours: CASHAPP (the account) and BTC (the address)
 * put it in accountNumber. The application's check, the simulator's stored payout details and
 * the web form's fields and their validation all derive from this union.
 */
export const CashOutDetailsSchema = z.discriminatedUnion('paymentMethod', [
  z.object({
    paymentMethod: z.literal(CashoutMethodCode.BANK_CARD),
    routingNumber: detailText,
    accountNumber: detailText,
    accountName: detailText,
  }),
  z.object({ paymentMethod: z.literal(CashoutMethodCode.PAYPAL), email: detailText.pipe(emailSchema) }),
  z.object({ paymentMethod: z.literal(CashoutMethodCode.MERCADO_PAGO), email: detailText.pipe(emailSchema) }),
  z.object({
    paymentMethod: z.literal(CashoutMethodCode.CPAY),
    payoutData: z.object(
      { accountName: detailText, toAccount: detailText },
      { error: 'Required for this payment method' },
    ),
  }),
  z.object({ paymentMethod: z.literal(CashoutMethodCode.CASHAPP), accountNumber: detailText }),
  z.object({ paymentMethod: z.literal(CashoutMethodCode.BTC), accountNumber: detailText }),
]);
export type CashOutDetails = z.infer<typeof CashOutDetailsSchema>;
export type CashOutDetailsOf<M extends CashoutMethodCodeValue> = Extract<
  CashOutDetails,
  { paymentMethod: M }
>;

/** One input of a method's details: its path in the application, e.g. ['payoutData', 'toAccount']. */
export interface CashOutDetailField {
  /** The path joined by dots: the form's key for the input. */
  key: string;
  path: readonly string[];
  format: 'email' | 'text';
  maxLength: number;
}

function leafFieldsOf(shape: Record<string, z.ZodType>, prefix: readonly string[]): CashOutDetailField[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const path = [...prefix, name];
    if (schema instanceof z.ZodObject) return leafFieldsOf(schema.shape, path);
    const text = schema instanceof z.ZodPipe ? schema.in : schema;
    const format = schema instanceof z.ZodPipe && schema.out instanceof z.ZodEmail ? 'email' : 'text';
    const maxLength = text instanceof z.ZodString ? (text.maxLength ?? 200) : 200;
    return [{ key: path.join('.'), path, format, maxLength }];
  });
}

const detailFieldsByMethod = new Map(
  CashOutDetailsSchema.options.map((variant) => {
    const { paymentMethod, ...details } = variant.shape;
    return [paymentMethod.value, leafFieldsOf(details, [])] as const;
  }),
);

/** The inputs a method needs, in the union's order (the order the form asks and checks). */
export function cashOutDetailFieldsOf(method: CashoutMethodCodeValue): readonly CashOutDetailField[] {
  const fields = detailFieldsByMethod.get(method);
  if (!fields) throw new Error(`No cash-out details are defined for ${method}`);
  return fields;
}

/** Fields a method does not use may be absent or empty: the client sends the whole form. */
const optionalText = z.string().max(200).optional();
/** The session user holds null for a proof not uploaded yet; the client may pass that on. */
const optionalProof = z
  .union([proofFilesSchema, z.literal('')])
  .nullable()
  .optional();

/**
 * The withdraw application, flat as the spec sends it. Which details are required depends on the
 * method: `CashOutDetailsSchema` decides, with its paths. ID proof and payment proof are
 * required; the other two proofs are optional.
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
    const details = CashOutDetailsSchema.safeParse(application);
    if (details.success) return;
    for (const issue of details.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .meta({ allOf: detailsRequiredByMethod() });

/**
 * The refinement above as the API document says it: for each method, the details it
 * needs are required and not blank (`if` the method, `then` its fields), from the same union.
 */
function detailsRequiredByMethod() {
  const required = (shape: Record<string, z.ZodType>): Record<string, unknown> => ({
    required: Object.keys(shape),
    properties: Object.fromEntries(
      Object.entries(shape).map(([name, schema]) => [
        name,
        schema instanceof z.ZodObject ? required(schema.shape) : { pattern: '\\S' },
      ]),
    ),
  });
  return CashOutDetailsSchema.options.map((variant) => {
    const { paymentMethod, ...details } = variant.shape;
    return ifThen(
      { properties: { paymentMethod: { const: paymentMethod.value } }, required: ['paymentMethod'] },
      required(details),
    );
  });
}
export type WithdrawApplication = z.infer<typeof WithdrawApplicationSchema>;

/** The chosen method's details of an application, as the union keeps them (other fields dropped). */
export function cashOutDetailsOf(application: WithdrawApplication): CashOutDetails {
  return CashOutDetailsSchema.parse(application);
}
