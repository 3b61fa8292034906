import { describe, expect, it } from 'vitest';
import { cardProblemOf, expiryYearRange, isLuhnValid } from './card-number';
import { CARD_RULE_CASES } from './card-number-cases';

describe('the card rule', () => {
  it.each(CARD_RULE_CASES)('$name: $problem', ({ card, now, problem }) => {
    expect(cardProblemOf(card, now)).toBe(problem);
  });

  it('checks the Luhn sum of any length', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
  });

  it('offers this year and the next 10, read Anywhere on Earth (UTC-12)', () => {
    expect(expiryYearRange(Date.UTC(2026, 4, 1))).toEqual({ first: 2026, last: 2036 });
    // New Year's morning in UTC is still New Year's Eve in UTC-12.
    expect(expiryYearRange(Date.UTC(2027, 0, 1, 11, 59))).toEqual({ first: 2026, last: 2036 });
    expect(expiryYearRange(Date.UTC(2027, 0, 1, 12))).toEqual({ first: 2027, last: 2037 });
  });
});
