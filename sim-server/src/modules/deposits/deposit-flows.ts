import { DepositMethodCode, type DepositMethodCodeValue } from '@casino/contracts/deposits/enums';

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
 * lenient; the others take their own code only.
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

/** Flows whose amount is capped at 5000 (spec 02 §5: every path but cash). */
export const isCappedFlow = (flow: DepositFlowValue) => flow !== DepositFlow.CASH;

/** Flows whose outcome a card number decides (Stripe's test cards). */
export const CARD_FLOWS: readonly DepositFlowValue[] = [
  DepositFlow.CARD,
  DepositFlow.CATTL,
  DepositFlow.ONLYPAY,
  DepositFlow.STRIPE,
];

/** Flows paid on a simulated provider page: the default outcome waits for the payer's press. */
export const PAGE_FLOWS: readonly DepositFlowValue[] = [
  DepositFlow.ONLYPAY,
  DepositFlow.PAYP,
  DepositFlow.STRIPE,
  DepositFlow.PAYPAL,
];

/**
 * The app's callback route each provider page returns to (`/#/payment/{provider}/...`), from the
 * app's provider list (paypal, pingpong, pix, cpay, easyzeng, cj). The stripe-style frame has no
 * provider of its own in the spec; it returns as easyzeng.
 */
export const RETURN_PROVIDER: Partial<Record<DepositFlowValue, string>> = {
  card: 'cpay',
  onlypay: 'pingpong',
  stripe: 'easyzeng',
  paypal: 'paypal',
  payp: 'pix',
};
