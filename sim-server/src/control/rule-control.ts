import { type OutcomeRuleInput, outcomeRuleInputSchema } from '@casino/contracts/control/scenario';
import type { FastifyInstance } from 'fastify';
import type { OutcomeRule } from '../plugins/outcome-rules';
import { controlRefused, parseInput } from './control-http';
import { requireMember } from './member-control';

/** A rule as the control plane shows it: the member's username beside the id. */
export function describeRule(app: FastifyInstance, rule: OutcomeRule) {
  const username =
    rule.memberId === null ? null : (requireMemberOrNull(app, rule.memberId)?.username ?? null);
  return { ...rule, count: rule.remaining, username };
}

function requireMemberOrNull(app: FastifyInstance, id: number) {
  try {
    return requireMember(app.db, id);
  } catch {
    return null;
  }
}

/** Adds "the next N orders of this method (for this member) end as X". */
export function addRule(app: FastifyInstance, input: OutcomeRuleInput | unknown) {
  const rule = parseInput(outcomeRuleInputSchema, input);
  if (rule.memberId !== undefined && rule.username !== undefined) {
    throw controlRefused('Give memberId or username, not both');
  }
  if (rule.target === 'deposit' && rule.outcome === 'rejected') {
    throw controlRefused(
      'outcome: rejected is for withdrawals only (a deposit fails, is cancelled or expires)',
    );
  }
  const member =
    rule.username !== undefined || rule.memberId !== undefined
      ? requireMember(app.db, rule.username ?? rule.memberId ?? '')
      : null;
  const stored = app.outcomeRules.add({
    target: rule.target,
    method: rule.method === '*' ? '*' : rule.method.toUpperCase(),
    memberId: member?.id ?? null,
    remaining: rule.count,
    outcome: rule.outcome,
    delayMs: rule.delayMs ?? null,
    afterPolls: rule.afterPolls ?? null,
  });
  return describeRule(app, stored);
}
