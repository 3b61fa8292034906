import { DepositMethodCode, type DepositMethodCodeValue, depositMethodCodeSchema } from './enums';

/** The call families of spec 02 §7: each makes orders its own way and may take some method codes. */
export const DepositFlow = {
  CARD: 'card',
  CATTL: 'cattl',
  ONLYPAY: 'onlypay',
  CASH: 'cash',
  PAYP: 'payp',
  STRIPE: 'stripe',
  PAYPAL: 'paypal',
  CRYPTO: 'crypto',
  CRYPT: 'crypt',
} as const;
export type DepositFlowValue = (typeof DepositFlow)[keyof typeof DepositFlow];

const M = DepositMethodCode;

/**
 * Method codes each flow accepts in `paymentMethod`. The card form serves several codes (spec:
 * VISA_MASTERCARD_1 and PAYP share it, CATTL and onlyPay reuse it), so the card families are
 * lenient; the others take their own code only. The simulator refuses any other code (400 naming
 * `paymentMethod`); the API document lists these per call.
 */
export const FLOW_METHODS: Record<DepositFlowValue, readonly DepositMethodCodeValue[]> = {
  card: [M.VISA_MASTERCARD_1, M.CPAY, M.PAYP, M.CATTL],
  cattl: [M.CATTL, M.VISA_MASTERCARD_1, M.CPAY],
  onlypay: [M.ONLYPAY, M.PINGPONG, M.VISA_MASTERCARD_1, M.CPAY],
  cash: [M.CASH],
  payp: [M.PAYP, M.PAYPAL_POLL, M.PIX],
  stripe: [M.STRIPE],
  paypal: [M.PAYPAL],
  crypto: [M.CRYPTO],
  crypt: [M.CRYPT],
};

/**
 * A call's `paymentMethod`: any method code to the schema (the flow check, with its own message,
 * is the simulator's), the flow's codes in the API document (it once listed all 13).
 */
export const paidBy = (flow: DepositFlowValue) =>
  depositMethodCodeSchema.meta({ enum: [...FLOW_METHODS[flow]] });
