import { type Outcome, type RuleOutcome, WITHDRAWAL_ONLY_OUTCOMES } from '@casino/contracts/control/scenario';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decorateWorldPart } from './world-parts';

/**
 * QA outcome rules of one world: "the next N orders of this method (or all), for this member
 * (or anyone), end as X". Payment and withdrawal flows ask `take` when an order is created;
 * a rule beats a test value (card number, amount), which beats the default outcome.
 */
export type RuleTarget = 'deposit' | 'withdrawal';

export interface OutcomeRule {
  id: number;
  target: RuleTarget;
  /** A deposit method code (CASH, STRIPE...) or a withdrawal method; '*' for all. */
  method: string;
  /** Only this member's orders; null for anyone's. */
  memberId: number | null;
  /** How many more orders the rule decides. */
  remaining: number;
  outcome: RuleOutcome;
  /** The order resolves this long after creation (simulator clock)... */
  delayMs: number | null;
  /** ...or after this many status look-ups (polls), whichever the flow uses. */
  afterPolls: number | null;
}

export type NewOutcomeRule = Omit<OutcomeRule, 'id'>;
/** A deposit rule: never a withdrawal-only outcome (`add` refuses that). */
export type DepositOutcomeRule = OutcomeRule & { outcome: Outcome };

const isWithdrawalOnly = (outcome: RuleOutcome) =>
  (WITHDRAWAL_ONLY_OUTCOMES as readonly string[]).includes(outcome);

export class OutcomeRuleStore {
  private rules: OutcomeRule[] = [];
  private nextId = 1;

  add(rule: NewOutcomeRule): OutcomeRule {
    if (rule.target === 'deposit' && isWithdrawalOnly(rule.outcome)) {
      throw new Error(`${rule.outcome} is an outcome of withdrawals only`);
    }
    const stored = { ...rule, id: this.nextId++ };
    this.rules.push(stored);
    return stored;
  }

  list(): OutcomeRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  remove(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  /** The store as it is, to be put back by `restore` (a refused scenario, scenario-loader.ts). */
  snapshot(): { rules: OutcomeRule[]; nextId: number } {
    return { rules: this.list(), nextId: this.nextId };
  }

  restore(kept: { rules: OutcomeRule[]; nextId: number }): void {
    this.rules = kept.rules.map((rule) => ({ ...rule }));
    this.nextId = kept.nextId;
  }

  /**
   * The first rule that matches this order, used up by one: member-specific rules before
   * general ones, method-specific before '*', older before newer. Null when none applies.
   */
  take(target: 'deposit', method: string, memberId: number | null): DepositOutcomeRule | null;
  take(target: RuleTarget, method: string, memberId: number | null): OutcomeRule | null;
  take(target: RuleTarget, method: string, memberId: number | null): OutcomeRule | null {
    const candidates = this.rules
      .filter((rule) => rule.target === target && rule.remaining > 0)
      .filter((rule) => rule.method === '*' || rule.method === method)
      .filter((rule) => rule.memberId === null || rule.memberId === memberId)
      .sort(
        (a, b) =>
          Number(b.memberId !== null) - Number(a.memberId !== null) ||
          Number(b.method !== '*') - Number(a.method !== '*') ||
          a.id - b.id,
      );
    const rule = candidates[0];
    if (!rule) return null;
    rule.remaining -= 1;
    if (rule.remaining === 0) this.remove(rule.id);
    return { ...rule };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    outcomeRules: OutcomeRuleStore;
  }
}

/** The world's outcome rules: what the next payments and withdrawals do (set by QA). */
export const outcomeRulesPlugin = fp(
  async (app: FastifyInstance) => {
    const rules = app.worlds.part('outcome-rules', () => new OutcomeRuleStore());
    decorateWorldPart(app, 'outcomeRules', rules.get);
  },
  { name: 'outcome-rules', dependencies: ['world-parts'] },
);
