import { z } from 'zod';
import { flagSchema } from '../core/enums';
import {
  cryptoAmountSchema,
  depositAmountSchema,
  positiveMoneySchema,
  providerOrderIdSchema,
  slashAmountsSchema,
} from '../core/money';
import {
  countryCodeSchema,
  emailSchema,
  fileIdSchema,
  idSchema,
  moneySchema,
  requiredTextSchema,
} from '../core/primitives';
import {
  cashOrderStatusSchema,
  cryptoCoinBKeySchema,
  depositMethodCodeSchema,
  depositMethodVisibilitySchema,
  depositOrderStatusSchema,
  frameOrderStatusSchema,
} from './enums';

/** Deposit entities of spec 02 §3. Requests are strict (unknown fields refused); answers are not. */

export const DepositPaymentMethodSchema = z.object({
  code: depositMethodCodeSchema,
  name: z.string(),
  icon: fileIdSchema,
  enabled: flagSchema,
  visibility: depositMethodVisibilitySchema,
  /** Methods are listed by sortIndex ascending. */
  sortIndex: z.number().int(),
});
export type DepositPaymentMethod = z.infer<typeof DepositPaymentMethodSchema>;

export const DepositConfigSchema = z.object({
  /** Absent means the default, DepositRules.MIN_AMOUNT_DEFAULT (10, `deposits/rules.ts`). */
  minimumAmount: positiveMoneySchema.optional(),
  /** Preset amounts, '/'-separated, shown four per row. */
  paymentAmounts: slashAmountsSchema,
  paymentAllowManualInput: flagSchema,
});
export type DepositConfig = z.infer<typeof DepositConfigSchema>;

/** Ours: the spec says "not shown"; these are the first-deposit bonus figures of §9. */
export const MaxBonusInfoSchema = z.object({
  percent: z.number().positive(),
  maxAmount: positiveMoneySchema,
  minimumDeposit: positiveMoneySchema,
  /** Times the bonus must be wagered before it turns to cash. */
  wagering: z.number().int().positive(),
});
export type MaxBonusInfo = z.infer<typeof MaxBonusInfoSchema>;

/** Ours: the card form's prefilled billing fields, named as the card entity names them. */
export const BillingInfoSchema = z.object({
  cardFirstName: z.string(),
  cardLastName: z.string(),
  /** ISO 3166 alpha-2 code, as the country chooser holds it. */
  cardCountry: z.string(),
  cardState: z.string(),
  cardCity: z.string(),
  cardAddress: z.string(),
  cardPostalCode: z.string(),
  cardEmail: z.string(),
  cardMobile: z.string(),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;

/** The spec sends the amount twice, as `amount` and `depositAmount`; the client fills both alike. */
const bothAmountFields = { amount: depositAmountSchema, depositAmount: depositAmountSchema };

/** The amount and whose deposit it is: how the frame and crypto order requests begin. */
const memberAmountFields = { amount: depositAmountSchema, memberId: idSchema };

/**
 * The card deposit entity (card and card-processor paths as JSON, onlyPay form-encoded). Card
 * fields are checked after the client strips whitespace from number, CVV and names. The spec
 * sends both `amount` and `depositAmount`; the client fills both with the chosen amount.
 */
export const CardDepositSchema = z.strictObject({
  ...bothAmountFields,
  memberId: idSchema,
  paymentMethod: depositMethodCodeSchema,
  cardNum: z.string().regex(/^\d{12,19}$/, '12 to 19 digits'),
  cardCvv: z.string().regex(/^\d{3,4}$/, '3 or 4 digits'),
  expireMonth: z.string().regex(/^(0[1-9]|1[0-2])$/, "a month '01' to '12'"),
  expireYear: z.string().regex(/^\d{4}$/, 'a 4-digit year'),
  cardFirstName: requiredTextSchema,
  cardLastName: requiredTextSchema,
  cardCountry: countryCodeSchema,
  cardState: requiredTextSchema,
  cardCity: requiredTextSchema,
  cardAddress: requiredTextSchema,
  cardPostalCode: requiredTextSchema,
  cardEmail: emailSchema,
  cardMobile: z.string().max(32),
});
export type CardDeposit = z.infer<typeof CardDepositSchema>;

/** Ours: what a card deposit or a card-processor pay call reports. */
export const DepositResultSchema = z.object({
  depositId: idSchema,
  status: depositOrderStatusSchema,
  /**
   * Ours: the order's secret, which the card processing page (`/sim/pay/card`) asks for beside
   * the deposit id, as the PayPal frame asks for its `sk`: a deposit id is a counter, and the
   * page shows the order. A backend without it: the app opens the page without one.
   */
  sk: z.string().min(1).max(64).optional(),
});
export type DepositResult = z.infer<typeof DepositResultSchema>;

/** The card processor's first answer: the deposit id to pay with `/sys/cattl/pay`. */
export const CardProcessorResponseSchema = z.object({ id: idSchema });
export type CardProcessorResponse = z.infer<typeof CardProcessorResponseSchema>;

export const OnlyPayResponseSchema = z.object({
  payUrl: z.url(),
  /**
   * Ours: the provider's order id (as the return address carries it), so that the tab that opened
   * the pay link can follow the order and report it. A backend without it: the app cannot follow.
   */
  orderId: providerOrderIdSchema.optional(),
});
export type OnlyPayResponse = z.infer<typeof OnlyPayResponseSchema>;

/** Cash-app deposit request: the member's names, e-mail and mobile go with the amount. */
export const CashDepositSchema = z.strictObject({
  memberId: idSchema,
  ...bothAmountFields,
  firstName: requiredTextSchema,
  lastName: requiredTextSchema,
  email: emailSchema,
  mobile: z.string().max(32),
});
export type CashDeposit = z.infer<typeof CashDepositSchema>;

/** The cash order ("chargeData"): the original amount is shown struck through next to the discounted one. */
export const CashOrderSchema = z.object({
  orderId: providerOrderIdSchema,
  amount: moneySchema.nonnegative(),
  discountAmount: moneySchema.nonnegative(),
  status: cashOrderStatusSchema,
});
export type CashOrder = z.infer<typeof CashOrderSchema>;

export const CashQrSchema = z.object({
  /** The QR image to scan. */
  imgUrl: z.string().min(1),
  /** The cash app address the pay screen links to. */
  qrAddress: z.string().min(1),
});
export type CashQr = z.infer<typeof CashQrSchema>;

/** Request of the frame and crypto-A orders: amount, member and method code. */
export const FrameDepositSchema = z.strictObject({
  ...memberAmountFields,
  paymentMethod: depositMethodCodeSchema,
});
export type FrameDeposit = z.infer<typeof FrameDepositSchema>;

/** Polled payment frame order (PAYPAL_POLL / PAYP): the frame shows `orderurl`. */
export const PolledFrameOrderSchema = z.object({
  orderurl: z.url(),
  orderId: providerOrderIdSchema,
});
export type PolledFrameOrder = z.infer<typeof PolledFrameOrderSchema>;

/**
 * A provider order's look-up (polled frame, stripe-style, PayPal): the spec's `status`, and ours,
 * `state`, the order's own state, which tells a cancel from a failure ('false' for both). A
 * backend without it: 'false' reads as a failure.
 */
export const FrameOrderLookupSchema = z.object({
  status: frameOrderStatusSchema,
  state: depositOrderStatusSchema.optional(),
});
export type FrameOrderLookup = z.infer<typeof FrameOrderLookupSchema>;

/** Stripe-style order: `iframe` is the address of the frame to embed. */
export const StripeOrderSchema = z.object({
  iframe: z.string().min(1),
  orderId: providerOrderIdSchema,
});
export type StripeOrder = z.infer<typeof StripeOrderSchema>;

/** PayPal frame order; the frame address is built from these three. */
export const PaypalFrameOrderSchema = z.object({
  c_site: z.string().min(1),
  biz_id: z.string().min(1),
  sk: z.string().min(1),
});
export type PaypalFrameOrder = z.infer<typeof PaypalFrameOrderSchema>;

/**
 * Crypto charge, variant A (CRYPTO). `addresses` and `pricing` are keyed by coin name (the
 * CryptoCoinA keys: bitcoin, ethereum, tether, litecoin); other coins a provider lists are
 * allowed and ignored by the client.
 */
export const CryptoChargeASchema = z.object({
  /** The provider's charge id. */
  id: z.string().min(1),
  depositId: idSchema,
  addresses: z.record(z.string(), z.string().min(1)),
  pricing: z.record(z.string(), z.object({ amount: cryptoAmountSchema })),
});
export type CryptoChargeA = z.infer<typeof CryptoChargeASchema>;

export const CryptoDepositASchema = z.strictObject(memberAmountFields);
export type CryptoDepositA = z.infer<typeof CryptoDepositASchema>;

/** Crypto order request, variant B (CRYPT): the coin is chosen up front. */
export const CryptoDepositBSchema = z.strictObject({
  ...memberAmountFields,
  depositCurrency: cryptoCoinBKeySchema,
});
export type CryptoDepositB = z.infer<typeof CryptoDepositBSchema>;

/** Crypto charge, variant B: one address and the coin quantity to send. */
export const CryptoChargeBSchema = z.object({
  address: z.string().min(1),
  coinNum: cryptoAmountSchema,
  id: z.string().min(1),
  depositId: idSchema,
});
export type CryptoChargeB = z.infer<typeof CryptoChargeBSchema>;
