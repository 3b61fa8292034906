import { CARD_RULE_CASES } from '@casino/contracts/deposits/card-number-cases';
import { describe, expect, it } from 'vitest';
import {
  CARD_PROBLEM_TIPS,
  type CardFormValues,
  checkCard,
  checkDepositAmount,
  expiryYears,
  normaliseCard,
} from './deposit-validation';

const rules = { minimum: 10, currency: 'USD', capped: true };

const fullCard: CardFormValues = {
  cardNum: '4242 4242 4242 4242',
  cardCvv: ' 123 ',
  expireMonth: '12',
  expireYear: '2030',
  cardFirstName: 'Mary Ann',
  cardLastName: 'Smith',
  cardCountry: 'US',
  cardState: 'CA',
  cardCity: 'Fresno',
  cardAddress: '1 Main St',
  cardPostalCode: '93650',
};

describe('deposit amount checks (spec 02 §5), in order', () => {
  it('1. the amount is required', () => {
    expect(checkDepositAmount(null, rules)).toEqual({ key: 'deposit.amountTip' });
  });

  it('2. at least the config minimum, with the minimum and the currency', () => {
    expect(checkDepositAmount(9, { ...rules, minimum: 20, currency: 'BRL' })).toEqual({
      key: 'deposit.amountTip1',
      values: { amount: '20', currency: 'BRL' },
    });
  });

  it('3. at most 5000 where capped, not on the cash path', () => {
    expect(checkDepositAmount(5001, rules)).toEqual({
      key: 'deposit.maxAmountTip1',
      values: { amount: '5000', currency: 'USD' },
    });
    expect(checkDepositAmount(5001, { ...rules, capped: false })).toBeNull();
    expect(checkDepositAmount(5000, rules)).toBeNull();
    // Cash has our own bound instead, with the same tip.
    expect(checkDepositAmount(1_000_000, { ...rules, capped: false })).toBeNull();
    expect(checkDepositAmount(1_000_001, { ...rules, capped: false })).toEqual({
      key: 'deposit.maxAmountTip1',
      values: { amount: '1000000', currency: 'USD' },
    });
  });
});

describe('card checks (spec 02 §5), in order', () => {
  const order: [keyof CardFormValues, string][] = [
    ['cardNum', 'deposit.cardNumberTip'],
    ['cardCvv', 'deposit.cvvTip'],
    ['expireMonth', 'deposit.monthTip'],
    ['expireYear', 'deposit.yearTip'],
    ['cardFirstName', 'deposit.firstNameTip'],
    ['cardLastName', 'deposit.lastNameTip'],
    ['cardCountry', 'deposit.countryTip'],
    ['cardState', 'deposit.stateTip'],
    ['cardCity', 'deposit.townCityTip'],
    ['cardAddress', 'deposit.addressTip'],
    ['cardPostalCode', 'deposit.postalTip'],
  ];

  it('reports the first missing field, in the spec order', () => {
    const values: CardFormValues = { ...fullCard };
    for (const [field] of order) values[field] = '';
    for (const [field, key] of order) {
      expect(checkCard(values)).toEqual({ key });
      values[field] = fullCard[field];
    }
    expect(checkCard(values)).toBeNull();
  });

  const may2026 = new Date(2026, 4, 15);

  it('refuses an expiry in the past (month and year against today), after the spec checks', () => {
    const expired = (expireMonth: string, expireYear: string) =>
      checkCard({ ...fullCard, expireMonth, expireYear }, may2026);
    expect(expired('04', '2026')).toEqual({ key: 'deposit.expiredTip' });
    expect(expired('12', '2025')).toEqual({ key: 'deposit.expiredTip' });
    expect(expired('05', '2026')).toBeNull();
    expect(expired('01', '2027')).toBeNull();
    // A missing postal code is a spec check: it is reported before the expiry.
    expect(
      checkCard({ ...fullCard, expireMonth: '04', expireYear: '2026', cardPostalCode: '' }, may2026),
    ).toEqual({
      key: 'deposit.postalTip',
    });
  });

  it('strips whitespace from card number, CVV and names before sending', () => {
    expect(normaliseCard(fullCard)).toMatchObject({
      cardNum: '4242424242424242',
      cardCvv: '123',
      cardFirstName: 'MaryAnn',
      cardLastName: 'Smith',
    });
  });

  it('offers this year and the next 10', () => {
    expect(expiryYears(new Date('2026-05-01'))).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
      '2036',
    ]);
  });
});

describe('the contract card rule, as the card form applies it (the simulator runs the same table)', () => {
  it.each(CARD_RULE_CASES)('$name: $problem', ({ card, now, problem }) => {
    expect(checkCard({ ...fullCard, ...card }, new Date(now))).toEqual(
      problem === null ? null : { key: CARD_PROBLEM_TIPS[problem] },
    );
  });
});
