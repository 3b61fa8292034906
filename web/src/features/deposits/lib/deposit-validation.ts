import { depositAmountSchema } from '@casino/contracts/core/money';
import {
  type CardProblemValue,
  cardProblemOf,
  expiryYearRange,
  isExpiryProblem,
} from '@casino/contracts/deposits/card-number';
import { DepositRules } from '@casino/contracts/deposits/rules';

/** A failed check: the i18n key (namespace 'deposits') and its values; shown as a toast. */
export type DepositIssue =
  | { key: 'deposit.amountTip1' | 'deposit.maxAmountTip1'; values: { amount: string; currency: string } }
  | {
      key:
        | 'deposit.amountTip'
        | 'deposit.wholeAmountTip'
        | 'deposit.cardNumberTip'
        | 'deposit.cvvTip'
        | 'deposit.monthTip'
        | 'deposit.yearTip'
        | 'deposit.firstNameTip'
        | 'deposit.lastNameTip'
        | 'deposit.countryTip'
        | 'deposit.stateTip'
        | 'deposit.townCityTip'
        | 'deposit.addressTip'
        | 'deposit.postalTip'
        | 'deposit.expiredTip';
      values?: undefined;
    };

type CardIssueKey = Exclude<
  DepositIssue['key'],
  'deposit.amountTip' | 'deposit.wholeAmountTip' | 'deposit.amountTip1' | 'deposit.maxAmountTip1'
>;

export interface AmountRules {
  /** From the deposit config; DepositRules.MIN_AMOUNT_DEFAULT when it sends none. */
  minimum: number;
  currency: string;
  /** The 5000 cap: every path but cash (spec 02 §5), which has a far higher one of ours. */
  capped: boolean;
}

/**
 * The other-amount input's text as an amount: digits only, as its step 1 asks (spec 02 §5). A
 * number input also takes '10.5' and '1e3'; those are NaN here, so the whole-amount tip says why.
 */
export function typedAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Spec 02 §5, in order: required, at least the minimum, at most 5000 where capped (cash: our
 * 1,000,000); then whole
 * units (the contract's deposit amount, which the server checks too).
 */
export function checkDepositAmount(amount: number | null, rules: AmountRules): DepositIssue | null {
  if (amount === null || amount <= 0) return { key: 'deposit.amountTip' };
  if (amount < rules.minimum) {
    return { key: 'deposit.amountTip1', values: { amount: String(rules.minimum), currency: rules.currency } };
  }
  const max = rules.capped ? DepositRules.MAX_AMOUNT : DepositRules.UNCAPPED_MAX_AMOUNT;
  if (amount > max) {
    return { key: 'deposit.maxAmountTip1', values: { amount: String(max), currency: rules.currency } };
  }
  if (!depositAmountSchema.safeParse(amount).success) return { key: 'deposit.wholeAmountTip' };
  return null;
}

/** What the card form holds, as typed. */
export interface CardFormValues {
  cardNum: string;
  cardCvv: string;
  expireMonth: string;
  expireYear: string;
  cardFirstName: string;
  cardLastName: string;
  cardCountry: string;
  cardState: string;
  cardCity: string;
  cardAddress: string;
  cardPostalCode: string;
}

export const EMPTY_CARD_FORM: CardFormValues = {
  cardNum: '',
  cardCvv: '',
  expireMonth: '',
  expireYear: '',
  cardFirstName: '',
  cardLastName: '',
  cardCountry: '',
  cardState: '',
  cardCity: '',
  cardAddress: '',
  cardPostalCode: '',
};

const stripSpaces = (text: string) => text.replace(/\s+/g, '');

/** Whitespace goes from card number, CVV and names before sending (spec 02 §5); the rest is trimmed. */
export function normaliseCard(values: CardFormValues): CardFormValues {
  return {
    cardNum: stripSpaces(values.cardNum),
    cardCvv: stripSpaces(values.cardCvv),
    expireMonth: values.expireMonth,
    expireYear: values.expireYear,
    cardFirstName: stripSpaces(values.cardFirstName),
    cardLastName: stripSpaces(values.cardLastName),
    cardCountry: values.cardCountry,
    cardState: values.cardState.trim(),
    cardCity: values.cardCity.trim(),
    cardAddress: values.cardAddress.trim(),
    cardPostalCode: values.cardPostalCode.trim(),
  };
}

/** The tip for each problem of the contract's card rule. */
export const CARD_PROBLEM_TIPS: Record<CardProblemValue, CardIssueKey> = {
  number: 'deposit.cardNumberTip',
  cvv: 'deposit.cvvTip',
  month: 'deposit.monthTip',
  year: 'deposit.yearTip',
  yearPast: 'deposit.expiredTip',
  // Only a year the picker never offered can be too far: the tip asks to choose one of its years.
  yearTooFar: 'deposit.yearTip',
  monthPast: 'deposit.expiredTip',
};

/**
 * The card fields in the spec's order; the first that fails is reported. Number, CVV and expiry
 * are the contract's card rule, the one the simulator refuses by. An expiry out of range (past,
 * or beyond the years offered) is a check the spec does not list, so it comes after the spec's.
 */
export function checkCard(values: CardFormValues, now: Date = new Date()): DepositIssue | null {
  const card = normaliseCard(values);
  const problem = cardProblemOf(card, now.getTime());
  if (problem !== null && !isExpiryProblem(problem)) return { key: CARD_PROBLEM_TIPS[problem] };
  const billing: [boolean, CardIssueKey][] = [
    [card.cardFirstName !== '', 'deposit.firstNameTip'],
    [card.cardLastName !== '', 'deposit.lastNameTip'],
    [card.cardCountry !== '', 'deposit.countryTip'],
    [card.cardState !== '', 'deposit.stateTip'],
    [card.cardCity !== '', 'deposit.townCityTip'],
    [card.cardAddress !== '', 'deposit.addressTip'],
    [card.cardPostalCode !== '', 'deposit.postalTip'],
  ];
  const missing = billing.find(([filled]) => !filled);
  if (missing) return { key: missing[1] };
  return problem === null ? null : { key: CARD_PROBLEM_TIPS[problem] };
}

/** The expiry month choices 01-12. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** The expiry year choices: this year and the next 10 (spec 02 §2), as the card rule reads them. */
export function expiryYears(now: Date = new Date()): string[] {
  const { first, last } = expiryYearRange(now.getTime());
  return Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
}

/**
 * The presets with `amount` among them, in order: a voucher's price the config's list lacks is
 * offered as one more preset, so it can be chosen whether or not manual input is on.
 */
export function presetsWith(presets: readonly number[], amount: number | undefined): readonly number[] {
  if (amount === undefined || presets.includes(amount)) return presets;
  return [...presets, amount].sort((a, b) => a - b);
}
