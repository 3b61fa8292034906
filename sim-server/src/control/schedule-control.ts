import { SCHEDULED_EVENT_KINDS, type ScheduledEvent } from '@casino/contracts/control/schedule';
import { ProfileDocumentStatus } from '@casino/contracts/documents/enums';
import type { FastifyInstance } from 'fastify';
import { scheduledCashback } from '../modules/bonuses/vip-bonuses-service';
import { nextOrderEvent } from '../modules/deposits/deposit-order-machine';
import { openDepositOrders } from '../modules/deposits/deposits-repository';
import { documentsDueForReview } from '../modules/documents/documents-repository';
import { toMajor } from '../modules/ledger/money';
import { scheduledRealityChecks } from '../modules/protection/play-session-service';
import { blocksEndingAfter, waitingLimitChanges } from '../modules/protection/protection-repository';
import { STATUS_NAMES } from '../modules/withdrawals/withdrawal-lifecycle';
import { scheduledWithdrawalSteps } from '../modules/withdrawals/withdrawals-service';

/**
 * The world's schedule: what the time-driven rules will do next, read from the state
 * they act on through the modules' own "what next" functions (the jobs' and rules' tests, not a
 * copy of their delays). Job work already due (the jobs not run yet) is listed too; a rule read
 * on the clock (a limit change, a block's end, a reality check) only while it is still to come.
 * Friday Fun is not here: it pays on the job run after the deposit, not at a time.
 */

type Draft = Omit<ScheduledEvent, 'time' | 'epochMs'> & { at: number };

const ORDER_WORDS = {
  resolve: (outcome: string) => `resolves as planned (${outcome})`,
  pending: () => 'goes pending and stays so (planned: never)',
  expire: () => 'expires unpaid',
};

function depositEvents(app: FastifyInstance): Draft[] {
  const drafts: Draft[] = [];
  for (const order of openDepositOrders(app.db)) {
    const next = nextOrderEvent(order);
    if (!next) continue;
    drafts.push({
      at: next.time,
      kind: `deposit.${next.kind}`,
      memberId: order.memberId,
      ids: [order.id, order.externalId],
      description: `Deposit order ${order.id} (${order.flow}, ${toMajor(order.amount)} ${order.currency}) ${ORDER_WORDS[next.kind](order.plannedOutcome)}`,
    });
  }
  return drafts;
}

function withdrawalEvents(app: FastifyInstance): Draft[] {
  return scheduledWithdrawalSteps(app.db).map(({ row, time, toStatus }) => ({
    at: time,
    kind: 'withdrawal.step',
    memberId: row.memberId,
    ids: [row.id],
    description: `Withdrawal ${row.id} (${toMajor(row.amount)} ${row.currency}) becomes ${STATUS_NAMES[toStatus]}`,
  }));
}

function documentEvents(app: FastifyInstance): Draft[] {
  return documentsDueForReview(app.db, Number.MAX_SAFE_INTEGER)
    .filter((row) => row.status === ProfileDocumentStatus.AUDITING && row.reviewDueTime !== null)
    .map((row) => ({
      at: row.reviewDueTime ?? 0,
      kind: 'documents.review',
      memberId: row.memberId,
      ids: [row.memberId],
      description: `Documents of member ${row.memberId} are approved by the simulated review`,
    }));
}

function protectionEvents(app: FastifyInstance, now: number): Draft[] {
  const drafts: Draft[] = [];
  for (const row of waitingLimitChanges(app.db)) {
    if (row.pendingEffectiveTime === null || row.pendingEffectiveTime <= now) continue;
    const change = row.pendingAmount === null ? 'is removed' : `becomes ${toMajor(row.pendingAmount)}`;
    drafts.push({
      at: row.pendingEffectiveTime,
      kind: 'limit.change',
      memberId: row.memberId,
      ids: [`${row.kind}:${row.period}`],
      description: `${row.period} ${row.kind.toLowerCase()} limit of member ${row.memberId} (${toMajor(row.amount)}) ${change} after its cooling-off`,
    });
  }
  for (const row of blocksEndingAfter(app.db, now)) {
    if (row.blockEndTime === null) continue;
    const isBreak = row.blockKind === 'BREAK';
    drafts.push({
      at: row.blockEndTime,
      kind: isBreak ? 'break.end' : 'exclusion.end',
      memberId: row.memberId,
      ids: [row.memberId],
      description: `${isBreak ? 'Break' : 'Self-exclusion'} (${row.blockPeriod}) of member ${row.memberId} ends`,
    });
  }
  for (const check of scheduledRealityChecks(app.db, now)) {
    drafts.push({
      at: check.time,
      kind: 'realityCheck.due',
      memberId: check.memberId,
      ids: [check.sessionId],
      description: `Reality check of member ${check.memberId} (sign-in ${check.sessionId}) is due`,
    });
  }
  return drafts;
}

function bonusEvents(app: FastifyInstance, now: number): Draft[] {
  const cashback = scheduledCashback(app.db, now);
  if (!cashback) return [];
  return [
    {
      at: cashback.time,
      kind: 'bonus.cashback',
      memberId: null,
      ids: cashback.memberIds,
      description: `Weekly cashback for ${cashback.memberIds.length} member(s) who lost this week`,
    },
  ];
}

/** Everything scheduled in the world at `now`, sorted by time, then kind. */
export function listSchedule(app: FastifyInstance, now = app.clock.now()): ScheduledEvent[] {
  const drafts = [
    ...depositEvents(app),
    ...withdrawalEvents(app),
    ...documentEvents(app),
    ...protectionEvents(app, now),
    ...bonusEvents(app, now),
  ];
  return drafts
    .sort(
      (a, b) => a.at - b.at || SCHEDULED_EVENT_KINDS.indexOf(a.kind) - SCHEDULED_EVENT_KINDS.indexOf(b.kind),
    )
    .map(({ at, ...event }) => ({ time: new Date(at).toISOString(), epochMs: at, ...event }));
}
