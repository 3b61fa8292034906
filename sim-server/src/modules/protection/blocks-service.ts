import { ApiErrorCode } from '@casino/contracts/core/envelope';
import {
  type AccountBlock,
  type AccountBlockKind,
  BREAK_PERIOD_MS,
  type BreakPeriod,
  EXCLUSION_PERIOD_MONTHS,
  type ExclusionPeriod,
} from '@casino/contracts/protection/schemas';
import type { SimDb } from '../../db/database';
import { businessError } from '../../errors';
import { revokeMemberSessions } from '../auth/auth-repository';
import { findMemberProtection, saveMemberProtection } from './protection-repository';
import { isoOf, isoOrNull, timeText } from './protection-text';

/**
 * Take a break and self-exclusion: both start at once, sign the member out
 * everywhere, and refuse sign-in, play and deposits until they end. A new one may only end
 * later than the one in force; nothing shortens or lifts one early (only QA's control plane).
 */

interface Block {
  kind: AccountBlockKind;
  startTime: number;
  /** Null for a permanent self-exclusion. */
  endTime: number | null;
}

const toAccountBlock = (block: Block): AccountBlock => ({
  kind: block.kind,
  startTime: isoOf(block.startTime),
  endTime: isoOrNull(block.endTime),
});

/** The break or self-exclusion in force at `now`, or null (an ended one no longer counts). */
export function activeBlock(db: SimDb, memberId: number, now: number): Block | null {
  const row = findMemberProtection(db, memberId);
  if (!row?.blockKind || row.blockStartTime === null) return null;
  if (row.blockEndTime !== null && row.blockEndTime <= now) return null;
  return { kind: row.blockKind, startTime: row.blockStartTime, endTime: row.blockEndTime };
}

export function describeActiveBlock(db: SimDb, memberId: number, now: number): AccountBlock | null {
  const block = activeBlock(db, memberId, now);
  return block ? toAccountBlock(block) : null;
}

function blockedMessage(block: Block): string {
  const paused = 'sign-in, play and deposits are refused';
  if (block.kind === 'BREAK') {
    return `You are taking a break until ${timeText(block.endTime ?? 0)}: ${paused} until then.`;
  }
  return block.endTime === null
    ? `You have excluded yourself from gambling permanently: ${paused}.`
    : `You have excluded yourself from gambling until ${timeText(block.endTime)}: ${paused} until then.`;
}

/** Refuses with PROTECTION_BREAK or PROTECTION_SELF_EXCLUDED (the block as data) while one is in force. */
export function assertNotBlocked(db: SimDb, memberId: number, now: number) {
  const block = activeBlock(db, memberId, now);
  if (!block) return;
  throw businessError(
    block.kind === 'BREAK' ? ApiErrorCode.PROTECTION_BREAK : ApiErrorCode.PROTECTION_SELF_EXCLUDED,
    blockedMessage(block),
    toAccountBlock(block),
  );
}

/** `epochMs` plus whole calendar months in UTC; a day past the target month's end is its last day. */
export function addUtcMonths(epochMs: number, months: number): number {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

export type BlockRequest =
  | { kind: 'BREAK'; period: BreakPeriod }
  | { kind: 'SELF_EXCLUSION'; period: ExclusionPeriod };

function endOf(request: BlockRequest, now: number): number | null {
  if (request.kind === 'BREAK') return now + BREAK_PERIOD_MS[request.period];
  const months = EXCLUSION_PERIOD_MONTHS[request.period];
  return months === null ? null : addUtcMonths(now, months);
}

/** Whether `end` (null: never) is later than `current` (null: never). */
const endsLater = (end: number | null, current: number | null) =>
  current !== null && (end === null || end > current);

/**
 * Starts a break or self-exclusion at `now` and revokes every session of the member. With one
 * in force, the new one must end later, and a break never replaces a self-exclusion:
 * PROTECTION_BLOCK_ACTIVE (the block in force as data) otherwise. Run in one transaction.
 */
export function startBlock(db: SimDb, memberId: number, request: BlockRequest, now: number): AccountBlock {
  const endTime = endOf(request, now);
  const current = activeBlock(db, memberId, now);
  if (current) {
    const weaker = current.kind === 'SELF_EXCLUSION' && request.kind === 'BREAK';
    if (weaker || !endsLater(endTime, current.endTime)) {
      const what = current.kind === 'BREAK' ? 'a break' : 'a self-exclusion';
      const until = current.endTime === null ? 'for good' : `until ${timeText(current.endTime)}`;
      throw businessError(
        ApiErrorCode.PROTECTION_BLOCK_ACTIVE,
        `You already have ${what} ${until}; it cannot be shortened` +
          (current.kind === 'SELF_EXCLUSION' ? ' or replaced by a break.' : ', only extended.'),
        toAccountBlock(current),
      );
    }
  }
  saveMemberProtection(db, memberId, {
    blockKind: request.kind,
    blockPeriod: request.period,
    blockStartTime: now,
    blockEndTime: endTime,
    updateTime: now,
  });
  revokeMemberSessions(db, memberId);
  return toAccountBlock({ kind: request.kind, startTime: now, endTime });
}
