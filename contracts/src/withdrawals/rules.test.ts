import { describe, expect, it } from 'vitest';
import { needsDepositBeforeWithdrawal } from './rules';

describe('the first withdrawal needs a deposit', () => {
  it.each([
    { maxDepositAmount: 0, requiredDepositAmount4Withdraw: 20, needs: true },
    { maxDepositAmount: 19.99, requiredDepositAmount4Withdraw: 20, needs: true },
    { maxDepositAmount: 20, requiredDepositAmount4Withdraw: 20, needs: false },
    { maxDepositAmount: 2000, requiredDepositAmount4Withdraw: 20, needs: false },
    { maxDepositAmount: 0, requiredDepositAmount4Withdraw: 0, needs: false },
  ])(
    'largest deposit $maxDepositAmount, required $requiredDepositAmount4Withdraw: $needs',
    ({ needs, ...config }) => {
      expect(needsDepositBeforeWithdrawal(config)).toBe(needs);
    },
  );
});
