import { DepositFlow, type DepositFlowValue } from '@casino/contracts/deposits/flows';

// The flows and the method codes each takes are the contracts' (the API document lists them per call).
export { DepositFlow, type DepositFlowValue, FLOW_METHODS } from '@casino/contracts/deposits/flows';

/** Flows whose amount is capped at 5000 (spec 02 §5: every path but cash). */
export const isCappedFlow = (flow: DepositFlowValue) => flow !== DepositFlow.CASH;

/** Flows whose outcome a card number decides (Stripe's test cards). */
export const CARD_FLOWS: readonly DepositFlowValue[] = [
  DepositFlow.CARD,
  DepositFlow.CATTL,
  DepositFlow.ONLYPAY,
  DepositFlow.STRIPE,
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
