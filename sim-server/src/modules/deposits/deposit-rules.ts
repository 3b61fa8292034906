import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { isCardNumber } from '@casino/contracts/deposits/card-number';
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

export type CardFields = Pick<CardDeposit, 'cardNum' | 'cardCvv' | 'expireMonth' | 'expireYear'>;

/** Number, CVV, month and year: what the card form and the stripe-style frame both send. */
export function checkCardCore(card: CardFields, now: number) {
  if (!isCardNumber(card.cardNum)) {
    throw invalid('cardNum', 'the card number is not valid (check the digits)');
  }
  if (!/^\d{3,4}$/.test(card.cardCvv)) throw invalid('cardCvv', 'the CVV is 3 or 4 digits');
  const month = Number(card.expireMonth);
  if (!/^\d{2}$/.test(card.expireMonth) || month < 1 || month > 12) {
    throw invalid('expireMonth', "choose a month '01' to '12'");
  }
  const today = new Date(now);
  const thisYear = today.getUTCFullYear();
  const year = Number(card.expireYear);
  if (!/^\d{4}$/.test(card.expireYear) || year < thisYear) {
    throw invalid('expireYear', 'the card has expired (the year is in the past)');
  }
  if (year > thisYear + DepositRules.CARD_EXPIRY_YEARS_AHEAD) {
    throw invalid('expireYear', `choose a year up to ${thisYear + DepositRules.CARD_EXPIRY_YEARS_AHEAD}`);
  }
  if (year === thisYear && month < today.getUTCMonth() + 1) {
    throw invalid('expireMonth', 'the card has expired (the month is in the past)');
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
