import { describe, expect, it } from 'vitest';
import { randomTickerAmount, splitBigWins, thousandsOf, withRandomAmount } from './win-amounts';

const win = (amount: number) => ({ game: `G${amount}`, name: 'a***', amount });

describe('big-win panels', () => {
  it('ranks by amount: the week gets 1-5, the day 6-10', () => {
    const wins = [3, 11, 7, 1, 9, 5, 12, 2, 8, 4, 10, 6].map((n) => win(n * 1000));
    const { week, day } = splitBigWins(wins);
    expect(week.map((w) => w.amount)).toEqual([12000, 11000, 10000, 9000, 8000]);
    expect(week.map((w) => w.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(day.map((w) => w.amount)).toEqual([7000, 6000, 5000, 4000, 3000]);
    expect(day.map((w) => w.rank)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows amounts in thousands', () => {
    expect(thousandsOf(12345)).toBe('12.35');
    expect(thousandsOf(5000)).toBe('5');
    expect(thousandsOf(1250.5)).toBe('1.25');
  });
});

describe('the ticker text variant', () => {
  it('appends an amount between 100 and 1000 with two decimals', () => {
    expect(randomTickerAmount(() => 0)).toBe('100.00');
    expect(randomTickerAmount(() => 0.5)).toBe('550.00');
    expect(randomTickerAmount(() => 0.999999)).toBe('999.99');
    for (let i = 0; i < 50; i++) {
      const value = Number(randomTickerAmount());
      expect(value).toBeGreaterThanOrEqual(100);
      expect(value).toBeLessThanOrEqual(1000);
      expect(randomTickerAmount()).toMatch(/^\d{3,4}\.\d{2}$/);
    }
    expect(withRandomAmount('jo*** on Big Bass', 'en', () => 0.25)).toBe('jo*** on Big Bass 325.00');
    expect(withRandomAmount('jo*** on Big Bass', 'de', () => 0.995)).toBe('jo*** on Big Bass 995,50');
  });
});
