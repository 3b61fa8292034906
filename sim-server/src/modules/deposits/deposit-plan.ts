import type { Outcome } from '@casino/contracts/control/scenario';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { businessError } from '../../errors';
import type { OutcomeRuleStore } from '../../plugins/outcome-rules';
import { CARD_FLOWS, DepositFlow, type DepositFlowValue } from './deposit-flows';
import { amountTestOutcome, cardTestOutcome } from './deposit-test-values';

/** How an order ends and when, decided when it is made: QA rule, then test value, then default. */
export type PlannedOutcome = Exclude<Outcome, 'provider_error'>;
export type PlanSource = 'rule' | 'test_value' | 'default';

export interface DepositPlan {
  outcome: PlannedOutcome;
  source: PlanSource;
  /** Shown when the order fails (card declined...); empty for the default. */
  message: string;
  resolveAt: number | null;
  resolveAfterPolls: number | null;
}

/**
 * Default time from the trigger (payer's press, pay call, creation) to the end, by flow:
 * cards are charged at once, hosted pages take a couple of seconds to process, a crypto
 * transfer waits for a block confirmation.
 */
export const TRIGGER_DELAY_MS: Record<DepositFlowValue, number> = {
  card: 0,
  cattl: 0,
  onlypay: 2000,
  payp: 2000,
  paypal: 2000,
  stripe: 0,
  cash: 0,
  crypto: 6000,
  crypt: 6000,
};

/** Cash orders: the first look-ups after "I've made the transfer" answer 'wait', the third settles. */
export const CASH_SETTLES_ON_POLL = 3;

const PROVIDER_DOWN = 'The payment provider is not answering. Try again later.';

/** Flows whose default trigger is the order's creation (the others wait for the payer or a pay call). */
const triggeredAtCreation = (flow: DepositFlowValue) =>
  flow === DepositFlow.CARD || flow === DepositFlow.CRYPTO || flow === DepositFlow.CRYPT;

export interface PlanRequest {
  flow: DepositFlowValue;
  methodCode: string;
  memberId: number;
  amountMinor: number;
  /** Card paths: the card number, whose test values decide. */
  cardNum?: string;
  now: number;
}

function defaultTiming(flow: DepositFlowValue, now: number) {
  if (flow === DepositFlow.CASH) return { resolveAt: null, resolveAfterPolls: CASH_SETTLES_ON_POLL };
  if (triggeredAtCreation(flow)) return { resolveAt: now + TRIGGER_DELAY_MS[flow], resolveAfterPolls: null };
  return { resolveAt: null, resolveAfterPolls: null };
}

/** Plans a new order. Throws PROVIDER_ERROR (and makes no order) when a rule or test value says so. */
export function planDeposit(rules: OutcomeRuleStore, request: PlanRequest): DepositPlan {
  const rule = rules.take('deposit', request.methodCode, request.memberId);
  if (rule) {
    if (rule.outcome === 'provider_error') throw businessError(ApiErrorCode.PROVIDER_ERROR, PROVIDER_DOWN);
    const timed = rule.delayMs !== null || rule.afterPolls !== null;
    return {
      outcome: rule.outcome,
      source: 'rule',
      message: messageForRule(rule.outcome),
      ...(timed
        ? {
            resolveAt: rule.delayMs === null ? null : request.now + rule.delayMs,
            resolveAfterPolls: rule.afterPolls,
          }
        : defaultTiming(request.flow, request.now)),
    };
  }
  const testValue =
    CARD_FLOWS.includes(request.flow) && request.cardNum !== undefined
      ? cardTestOutcome(request.cardNum)
      : CARD_FLOWS.includes(request.flow) && request.flow !== DepositFlow.STRIPE
        ? null
        : amountTestOutcome(request.amountMinor);
  if (testValue?.outcome === 'provider_error')
    throw businessError(ApiErrorCode.PROVIDER_ERROR, testValue.message);
  const timing = defaultTiming(request.flow, request.now);
  if (testValue) {
    return { outcome: testValue.outcome, source: 'test_value', message: testValue.message, ...timing };
  }
  return { outcome: 'success', source: 'default', message: '', ...timing };
}

export function messageForRule(outcome: PlannedOutcome): string {
  switch (outcome) {
    case 'failed':
      return 'The payment was declined';
    case 'cancelled':
      return 'The payment was cancelled';
    case 'expired':
      return 'The payment window closed before it was paid';
    default:
      return '';
  }
}
