import { describe, expect, it } from 'vitest';
import { balanceFell } from './transaction-types';

describe('transaction rules', () => {
  it('reads the direction of a ledger row from the balances', () => {
    expect(balanceFell({ balanceBefore: 10, balanceAfter: 5 })).toBe(true);
    expect(balanceFell({ balanceBefore: 5, balanceAfter: 10 })).toBe(false);
  });
});
