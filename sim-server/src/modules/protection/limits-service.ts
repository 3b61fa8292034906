import { ApiErrorCode } from '@casino/contracts/core/envelope';
import {
  LIMIT_COOLING_OFF_MS,
  LIMIT_PERIOD_MS,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
  limitKindSchema,
  limitPeriodSchema,
  type PlayerLimit,
} from '@casino/contracts/protection/schemas';
import type { SimDb } from '../../db/database';
import { businessError } from '../../errors';
import { moneyText, toMajor } from '../ledger/money';
import {
  deleteLimit,
  depositUseSince,
  findLimit,
  findLimits,
  insertLimit,
  type LimitRow,
  lossUseSince,
  updateLimit,
  type WindowUse,
  wagerUseSince,
} from './protection-repository';
import { isoOf, isoOrNull, KIND_WORDS, PERIOD_WORDS, timeText } from './protection-text';

/**
 * Deposit, loss and wager limits over rolling windows. A new or lower limit applies
 * at once; a higher one or a removal waits LIMIT_COOLING_OFF_MS and is applied by the first
 * read or check after that (persisted, in the caller's transaction). Minor units throughout.
 */

const KIND_ORDER = limitKindSchema.options;
const PERIOD_ORDER = limitPeriodSchema.options;

/** Applies every waiting change whose time has come; answers the limits in force, in order. */
export function limitsInForce(db: SimDb, memberId: number, now: number): LimitRow[] {
  const rows = findLimits(db, memberId);
  const kept: LimitRow[] = [];
  for (const row of rows) {
    if (row.pendingEffectiveTime === null || row.pendingEffectiveTime > now) {
      kept.push(row);
    } else if (row.pendingAmount === null) {
      deleteLimit(db, row);
    } else {
      const applied = { amount: row.pendingAmount, pendingAmount: null, pendingEffectiveTime: null };
      updateLimit(db, row, { ...applied, updateTime: now });
      kept.push({ ...row, ...applied });
    }
  }
  return kept.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period),
  );
}

const USE_OF: Record<LimitKind, (db: SimDb, memberId: number, since: number) => WindowUse> = {
  DEPOSIT: depositUseSince,
  LOSS: lossUseSince,
  WAGER: wagerUseSince,
};

interface LimitState {
  row: LimitRow;
  used: number;
  remaining: number;
  /** When the oldest counted activity leaves the window; null when nothing counts. */
  resetTime: number | null;
}

function stateOf(db: SimDb, row: LimitRow, now: number): LimitState {
  const periodMs = LIMIT_PERIOD_MS[row.period];
  const use = USE_OF[row.kind](db, row.memberId, now - periodMs);
  return {
    row,
    used: use.used,
    remaining: Math.max(0, row.amount - use.used),
    resetTime: use.used > 0 && use.oldest !== null ? use.oldest + periodMs : null,
  };
}

/** The limits as the status screen shows them (major units, ISO times). */
export function describeLimits(db: SimDb, memberId: number, now: number): PlayerLimit[] {
  return limitsInForce(db, memberId, now).map((row) => {
    const state = stateOf(db, row, now);
    return {
      kind: row.kind,
      period: row.period,
      amount: toMajor(row.amount),
      used: toMajor(state.used),
      remaining: toMajor(state.remaining),
      resetTime: isoOrNull(state.resetTime),
      pending:
        row.pendingEffectiveTime === null
          ? null
          : {
              amount: row.pendingAmount === null ? null : toMajor(row.pendingAmount),
              effectiveTime: isoOf(row.pendingEffectiveTime),
            },
    };
  });
}

export interface LimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units; null removes the limit. */
  amount: number | null;
}

/**
 * Sets one limit. Stricter (new, lower) applies at once and drops any waiting change; looser
 * (higher, removal) waits the cooling-off period; the amount in force cancels a waiting change.
 * Asking again for the change already waiting keeps its time (the wait does not restart).
 */
export function setLimit(db: SimDb, memberId: number, change: LimitChange, now: number) {
  limitsInForce(db, memberId, now);
  const row = findLimit(db, memberId, change.kind, change.period);
  const { amount } = change;
  if (!row) {
    if (amount !== null) {
      insertLimit(db, { memberId, kind: change.kind, period: change.period, amount, updateTime: now });
    }
    return;
  }
  const noPending = { pendingAmount: null, pendingEffectiveTime: null, updateTime: now };
  if (amount !== null && amount <= row.amount) {
    updateLimit(db, row, { amount, ...noPending });
    return;
  }
  const alreadyWaiting = row.pendingEffectiveTime !== null && row.pendingAmount === amount;
  if (alreadyWaiting) return;
  updateLimit(db, row, {
    pendingAmount: amount,
    pendingEffectiveTime: now + LIMIT_COOLING_OFF_MS,
    updateTime: now,
  });
}

export interface LimitCheck {
  kind: LimitKind;
  /** What the new deposit or bet would add, minor units. */
  amount: number;
}

/**
 * Refuses (PROTECTION_LIMIT_REACHED) when the deposit or bet would pass a limit in force, naming
 * the passed limit with the least room left. Call it in the transaction that then writes the
 * order or the bet, with no await between, so that parallel requests cannot both fit.
 */
export function assertWithinLimits(
  db: SimDb,
  member: { id: number; currency: string },
  what: 'deposit' | 'bet',
  checks: readonly LimitCheck[],
  now: number,
) {
  let tightest: LimitState | null = null;
  for (const row of limitsInForce(db, member.id, now)) {
    const check = checks.find((candidate) => candidate.kind === row.kind);
    if (!check) continue;
    const state = stateOf(db, row, now);
    if (check.amount <= state.remaining) continue;
    if (!tightest || state.remaining < tightest.remaining) tightest = state;
  }
  if (!tightest) return;
  const { row, remaining, resetTime } = tightest;
  const currency = member.currency;
  const refusal: LimitRefusal = {
    kind: row.kind,
    period: row.period,
    amount: toMajor(row.amount),
    remaining: toMajor(remaining),
    resetTime: isoOrNull(resetTime),
    currency,
  };
  const more = resetTime === null ? '' : `, more from ${timeText(resetTime)}`;
  throw businessError(
    ApiErrorCode.PROTECTION_LIMIT_REACHED,
    `This ${what} would pass your ${PERIOD_WORDS[row.period]} ${KIND_WORDS[row.kind]} limit of ` +
      `${moneyText(row.amount, currency)}: ${moneyText(remaining, currency)} left${more}.`,
    refusal,
  );
}
