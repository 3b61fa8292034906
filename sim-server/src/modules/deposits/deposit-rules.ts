import { ApiErrorCode } from '@casino/contracts/core/envelope';
import {
  CARD_PROBLEM_FIELD,
  type CardDetails,
  type CardProblemValue,
  cardProblemOf,
  cvvLengthOf,
  expiryYearRange,
} from '@casino/contracts/deposits/card-number';
import { DepositRules } from '@casino/contracts/deposits/rules';
import type { CardDeposit } from '@casino/contracts/deposits/schemas';
import { assertOwnMemberId } from '../../api/member-scope';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { businessError, invalidField } from '../../errors';
import { toMajor, toMinor } from '../ledger/money';
import { type DepositFlowValue, FLOW_METHODS, isCappedFlow } from './deposit-flows';
import { findDepositConfig, findDepositMethod } from './deposits-repository';

/**
 * Server-side checks of a deposit, in the order of spec 02 §5: amount (required is the
 * contract's), at least the config minimum, at most 5000 except on the cash path, then the
 * card fields in form order. Each refusal names what is wrong.
 */

/** A refused field, named in the message (for people) and in `data.fields` (for clients). */
const invalid = (field: string, message: string) => invalidField(field, `${field}: ${message}`);

/** The config minimum of the member's currency, minor units. */
export function minimumDeposit(db: SimDb, currency: string): number {
  const config = findDepositConfig(db, currency);
  return config?.minimumAmount ?? toMinor(DepositRules.MIN_AMOUNT_DEFAULT);
}

/** Checks the amount for the flow and returns it in minor units. */
export function checkDepositAmount(db: SimDb, member: MemberRow, amount: number, flow: DepositFlowValue) {
  const minor = toMinor(amount);
  const minimum = minimumDeposit(db, member.currency);
  if (minor < minimum) {
    throw businessError(
      ApiErrorCode.AMOUNT_TOO_LOW,
      `Minimum deposit is ${toMajor(minimum)} ${member.currency}`,
    );
  }
  const maximum = toMinor(isCappedFlow(flow) ? DepositRules.MAX_AMOUNT : DepositRules.UNCAPPED_MAX_AMOUNT);
  if (minor > maximum) {
    throw businessError(
      ApiErrorCode.AMOUNT_TOO_HIGH,
      `Maximum deposit is ${toMajor(maximum)} ${member.currency}`,
    );
  }
  return minor;
}

/** The method must exist, be switched on and be one this call pays by. */
export function checkDepositMethod(db: SimDb, code: string, flow: DepositFlowValue) {
  const method = findDepositMethod(db, code);
  if (!method || method.enabled !== 1) {
    throw businessError(ApiErrorCode.BUSINESS_RULE, `The deposit method ${code} is not available`);
  }
  if (!FLOW_METHODS[flow].includes(method.code as never)) {
    throw invalid('paymentMethod', `${code} cannot be paid through this call`);
  }
  return method;
}

/**
 * The checks every new deposit order passes first, in the order their refusals are answered:
 * the member's own id, the method open to this call, then the amount. Answers the amount in
 * minor units.
 */
export function checkNewDeposit(
  db: SimDb,
  member: MemberRow,
  order: { memberId: number; amount: number },
  methodCode: string,
  flow: DepositFlowValue,
) {
  assertOwnMemberId(member, order.memberId);
  checkDepositMethod(db, methodCode, flow);
  return checkDepositAmount(db, member, order.amount, flow);
}

/** Why the card is refused, for people, by the contract rule's problem. */
const CARD_PROBLEM_TEXTS: Record<CardProblemValue, (card: CardDetails, now: number) => string> = {
  number: () => 'the card number is not valid (check the digits)',
  cvv: (card) => `the CVV of this card is ${cvvLengthOf(card.cardNum)} digits`,
  month: () => "choose a month '01' to '12'",
  year: () => 'enter the year as 4 digits',
  yearPast: () => 'the card has expired (the year is in the past)',
  yearTooFar: (_card, now) => `choose a year up to ${expiryYearRange(now).last}`,
  monthPast: () => 'the card has expired (the month is in the past)',
};

/**
 * Number, CVV, month and year: what the card form and the stripe-style frame both send, judged
 * by the contract's card rule (the one the card form checks before sending).
 */
export function checkCardCore(card: CardDetails, now: number) {
  const problem = cardProblemOf(card, now);
  if (problem !== null) {
    throw invalid(CARD_PROBLEM_FIELD[problem], CARD_PROBLEM_TEXTS[problem](card, now));
  }
}

const BILLING_FIELDS = [
  ['cardFirstName', 'first name'],
  ['cardLastName', 'last name'],
  ['cardCountry', 'country'],
  ['cardState', 'state'],
  ['cardCity', 'town or city'],
  ['cardAddress', 'address'],
  ['cardPostalCode', 'postal code'],
] as const;

/** The whole card form, in the spec's order. */
export function checkCardDeposit(card: CardDeposit, now: number) {
  checkCardCore(card, now);
  for (const [field, label] of BILLING_FIELDS) {
    if (card[field].trim() === '') throw invalid(field, `enter the billing ${label}`);
  }
}
