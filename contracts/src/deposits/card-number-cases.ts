import type { CardDetails, CardProblemValue } from './card-number';

/**
 * Test support: the card rule's cases as one table, run against every side that applies the rule
 * (the rule itself, the web card form's check, the simulator's card call over HTTP), so that the
 * sides cannot drift apart again. `now` is the instant the case is judged at (epoch ms); a side
 * with a clock of its own sets it first.
 */
export interface CardRuleCase {
  name: string;
  card: CardDetails;
  now: number;
  /** The problem the rule answers; null when the card may be charged. */
  problem: CardProblemValue | null;
}

/** The simulator's deposit suites run on this day (2026-03-10 12:00 UTC): the usual `now`. */
const MARCH_10_2026 = Date.UTC(2026, 2, 10, 12);

const VISA = '4242424242424242';
const MASTERCARD = '5555555555554444';
const AMEX = '378282246310005';

const card = (cardNum: string, cardCvv: string, expireMonth: string, expireYear: string): CardDetails => ({
  cardNum,
  cardCvv,
  expireMonth,
  expireYear,
});

export const CARD_RULE_CASES: readonly CardRuleCase[] = [
  { name: 'a valid Visa', card: card(VISA, '123', '12', '2030'), now: MARCH_10_2026, problem: null },
  {
    name: 'a valid Mastercard',
    card: card(MASTERCARD, '321', '06', '2028'),
    now: MARCH_10_2026,
    problem: null,
  },
  {
    name: 'a valid Amex, 4-digit CVV',
    card: card(AMEX, '1234', '01', '2029'),
    now: MARCH_10_2026,
    problem: null,
  },
  {
    name: 'a Visa with a 4-digit CVV',
    card: card(VISA, '1234', '12', '2030'),
    now: MARCH_10_2026,
    problem: 'cvv',
  },
  {
    name: 'a Mastercard with a 4-digit CVV',
    card: card(MASTERCARD, '4321', '12', '2030'),
    now: MARCH_10_2026,
    problem: 'cvv',
  },
  {
    name: 'an Amex with a 3-digit CVV',
    card: card(AMEX, '123', '12', '2030'),
    now: MARCH_10_2026,
    problem: 'cvv',
  },
  { name: 'a 2-digit CVV', card: card(VISA, '12', '12', '2030'), now: MARCH_10_2026, problem: 'cvv' },
  { name: 'a CVV with a letter', card: card(VISA, '12a', '12', '2030'), now: MARCH_10_2026, problem: 'cvv' },
  {
    name: 'a number failing Luhn (one digit mistyped)',
    card: card('4242424242424241', '123', '12', '2030'),
    now: MARCH_10_2026,
    problem: 'number',
  },
  {
    name: 'a number too short',
    card: card('42424242424', '123', '12', '2030'),
    now: MARCH_10_2026,
    problem: 'number',
  },
  { name: 'month 13', card: card(VISA, '123', '13', '2030'), now: MARCH_10_2026, problem: 'month' },
  { name: 'a 2-digit year', card: card(VISA, '123', '12', '30'), now: MARCH_10_2026, problem: 'year' },
  {
    name: 'expired last month',
    card: card(VISA, '123', '02', '2026'),
    now: MARCH_10_2026,
    problem: 'monthPast',
  },
  { name: 'expiring this month', card: card(VISA, '123', '03', '2026'), now: MARCH_10_2026, problem: null },
  {
    name: 'expired last year',
    card: card(VISA, '123', '12', '2025'),
    now: MARCH_10_2026,
    problem: 'yearPast',
  },
  {
    name: 'the last year offered (this year + 10)',
    card: card(VISA, '123', '12', '2036'),
    now: MARCH_10_2026,
    problem: null,
  },
  {
    name: 'beyond the years offered (this year + 11)',
    card: card(VISA, '123', '01', '2037'),
    now: MARCH_10_2026,
    problem: 'yearTooFar',
  },
  {
    name: 'its month over in UTC but not yet in the Americas (2026-04-01 06:00 UTC)',
    card: card(VISA, '123', '03', '2026'),
    now: Date.UTC(2026, 3, 1, 6),
    problem: null,
  },
  {
    name: 'its month over everywhere (2026-04-01 12:00 UTC)',
    card: card(VISA, '123', '03', '2026'),
    now: Date.UTC(2026, 3, 1, 12),
    problem: 'monthPast',
  },
  {
    name: 'its year over in UTC but not yet everywhere (2027-01-01 06:00 UTC)',
    card: card(VISA, '123', '12', '2026'),
    now: Date.UTC(2027, 0, 1, 6),
    problem: null,
  },
];
