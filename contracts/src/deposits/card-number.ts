import type { z } from 'zod';
import { textCodes } from '../core/enums';
import { DepositRules } from './rules';
import type { CardDeposit } from './schemas';

/**
 * The card rule, written once: the card form checks it before money moves, the simulator's card
 * calls (card, card processor, onlyPay, the stripe-style frame's page) refuse by it, and the
 * journal masks card numbers with its checksum. Number, CVV by the card's brand, expiry.
 */

/** The Luhn checksum every card number carries (a mistyped digit fails it). Digits only. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as the card calls take it: 12 to 19 digits passing the Luhn checksum. */
export const isCardNumber = (value: string): boolean => /^\d{12,19}$/.test(value) && isLuhnValid(value);

/** American Express style numbers (15 digits, 34 or 37) carry a 4-digit code; every other card 3. */
export function cvvLengthOf(cardNum: string): 3 | 4 {
  return /^3[47]\d{13}$/.test(cardNum) ? 4 : 3;
}

/** The card's security code: digits only, as many as its number calls for. */
const isCvvFor = (cardNum: string, cvv: string): boolean =>
  /^\d+$/.test(cvv) && cvv.length === cvvLengthOf(cardNum);

/**
 * The calendar a card's expiry is read in: Anywhere on Earth (UTC-12), the last time zone to
 * leave a month. A card is good through the last day of its expiry month, and the player expects
 * that of their own calendar, which neither side knows (the simulator has no time zone of the
 * player; a browser's may be wrong, and reading it made the form and the simulator disagree near
 * a month's end). Read in UTC-12, no player anywhere is refused while it is still the expiry month
 * where they are; further east a card is taken past its month's end (by 12 hours in UTC, 26 at
 * UTC+14), which the issuer declines at the charge if it must. The same reading gives the years offered and the
 * upper bound, so the form never offers a year the simulator refuses.
 */
const EXPIRY_CALENDAR_OFFSET_MS = -12 * 60 * 60 * 1000;

/** The year and month (1-12) the expiry rule reads at `now` (epoch milliseconds). */
function expiryCalendarAt(now: number): { year: number; month: number } {
  const calendar = new Date(now + EXPIRY_CALENDAR_OFFSET_MS);
  return { year: calendar.getUTCFullYear(), month: calendar.getUTCMonth() + 1 };
}

/** The expiry years a card may carry at `now`: this year and the next 10 (spec 02 §2). */
export function expiryYearRange(now: number): { first: number; last: number } {
  const { year } = expiryCalendarAt(now);
  return { first: year, last: year + DepositRules.CARD_EXPIRY_YEARS_AHEAD };
}

/** What is wrong with a card, in the order the rule checks it (the first one found is answered). */
export const [CardProblem, cardProblemSchema] = textCodes({
  /** Not 12-19 digits, or the Luhn checksum fails. */
  NUMBER: 'number',
  /** Not as many digits as the card's brand asks (4 on American Express, 3 on the others). */
  CVV: 'cvv',
  /** Not a month '01' to '12'. */
  MONTH: 'month',
  /** Not a 4-digit year. */
  YEAR: 'year',
  /** The expiry year is over. */
  YEAR_PAST: 'yearPast',
  /** Further ahead than the years a card may carry. */
  YEAR_TOO_FAR: 'yearTooFar',
  /** This year, and the expiry month is over. */
  MONTH_PAST: 'monthPast',
});
export type CardProblemValue = z.infer<typeof cardProblemSchema>;

/** The card fields the rule reads, as the card calls send them (whitespace already stripped). */
export type CardDetails = Pick<CardDeposit, 'cardNum' | 'cardCvv' | 'expireMonth' | 'expireYear'>;

/** The field each problem is about: the one a refusal names in `data.fields`. */
export const CARD_PROBLEM_FIELD = {
  number: 'cardNum',
  cvv: 'cardCvv',
  month: 'expireMonth',
  year: 'expireYear',
  yearPast: 'expireYear',
  yearTooFar: 'expireYear',
  monthPast: 'expireMonth',
} as const satisfies Record<CardProblemValue, keyof CardDetails>;

/** The problems about when the card runs out rather than how a field is written. */
export const isExpiryProblem = (problem: CardProblemValue): boolean =>
  problem === CardProblem.YEAR_PAST ||
  problem === CardProblem.YEAR_TOO_FAR ||
  problem === CardProblem.MONTH_PAST;

/** The first thing wrong with the card at `now` (epoch milliseconds), or null when it may be charged. */
export function cardProblemOf(card: CardDetails, now: number): CardProblemValue | null {
  if (!isCardNumber(card.cardNum)) return CardProblem.NUMBER;
  if (!isCvvFor(card.cardNum, card.cardCvv)) return CardProblem.CVV;
  if (!/^(0[1-9]|1[0-2])$/.test(card.expireMonth)) return CardProblem.MONTH;
  if (!/^\d{4}$/.test(card.expireYear)) return CardProblem.YEAR;
  const today = expiryCalendarAt(now);
  const { last } = expiryYearRange(now);
  const year = Number(card.expireYear);
  if (year < today.year) return CardProblem.YEAR_PAST;
  if (year > last) return CardProblem.YEAR_TOO_FAR;
  if (year === today.year && Number(card.expireMonth) < today.month) return CardProblem.MONTH_PAST;
  return null;
}
