import { describe, expect, it } from 'vitest';
import { type NewOutcomeRule, OutcomeRuleStore } from './outcome-rules';

const rule = (overrides: Partial<NewOutcomeRule>): NewOutcomeRule => ({
  target: 'deposit',
  method: '*',
  memberId: null,
  remaining: 1,
  outcome: 'failed',
  delayMs: null,
  afterPolls: null,
  ...overrides,
});

describe('outcome rules', () => {
  it('decides the next N orders, then is used up', () => {
    const store = new OutcomeRuleStore();
    store.add(rule({ method: 'CASH', remaining: 2 }));
    expect(store.take('deposit', 'CASH', 1)?.outcome).toBe('failed');
    expect(store.take('deposit', 'CASH', 2)?.outcome).toBe('failed');
    expect(store.take('deposit', 'CASH', 1)).toBeNull();
    expect(store.list()).toEqual([]);
  });

  it('prefers member-specific, then method-specific, then older rules', () => {
    const store = new OutcomeRuleStore();
    store.add(rule({ outcome: 'expired' }));
    store.add(rule({ method: 'STRIPE', outcome: 'cancelled' }));
    store.add(rule({ method: 'STRIPE', memberId: 7, outcome: 'never' }));
    expect(store.take('deposit', 'STRIPE', 7)?.outcome).toBe('never');
    expect(store.take('deposit', 'STRIPE', 7)?.outcome).toBe('cancelled');
    expect(store.take('deposit', 'STRIPE', 7)?.outcome).toBe('expired');
  });

  it('keeps deposit and withdrawal rules apart', () => {
    const store = new OutcomeRuleStore();
    store.add(rule({ target: 'withdrawal', outcome: 'failed' }));
    expect(store.take('deposit', 'CASH', null)).toBeNull();
    expect(store.take('withdrawal', 'BANK_CARD', null)?.outcome).toBe('failed');
  });
});
