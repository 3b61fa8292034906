import { MAX_LIMIT_AMOUNT } from '@casino/contracts/protection/schemas';
import { describe, expect, it } from 'vitest';
import { parseLimitAmount } from './limit-amount';

describe('parseLimitAmount', () => {
  it.each([
    ['50', { amount: 50 }],
    [' 12.5 ', { amount: 12.5 }],
    ['12,34', { amount: 12.34 }],
    ['', { error: 'required' }],
    ['0', { error: 'invalid' }],
    ['-5', { error: 'invalid' }],
    ['1.234', { error: 'invalid' }],
    ['1e3', { error: 'invalid' }],
    [String(MAX_LIMIT_AMOUNT + 1), { error: 'tooLarge' }],
  ])('reads %j as %j', (text, expected) => {
    expect(parseLimitAmount(text, null)).toEqual(expected);
  });

  it('refuses the amount already in force', () => {
    expect(parseLimitAmount('100', 100)).toEqual({ error: 'unchanged' });
    expect(parseLimitAmount('99', 100)).toEqual({ amount: 99 });
  });
});
