import {
  type PlaySession,
  type RealityCheckMinutes,
  realityCheckMinutesSchema,
} from '@casino/contracts/protection/schemas';
import { eq } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { sessions } from '../../db/schema/index';
import { notSignedIn } from '../../errors';
import { hashToken } from '../auth/session-tokens';
import { toMajor } from '../ledger/money';
import {
  findMemberProtection,
  playTotalsSince,
  realityCheckSessions,
  saveMemberProtection,
} from './protection-repository';
import { isoOf } from './protection-text';

/**
 * Reality checks: the play session is the current sign-in (a token refresh keeps its
 * start); every interval the app reminds the player of the time played, the amount wagered
 * and the net result, until they press Continue (the acknowledgement).
 */

const MINUTE_MS = 60_000;

export function realityCheckMinutesOf(db: SimDb, memberId: number): RealityCheckMinutes {
  const stored = findMemberProtection(db, memberId)?.realityCheckMinutes ?? 0;
  const parsed = realityCheckMinutesSchema.safeParse(stored);
  return parsed.success ? parsed.data : 0;
}

export function setRealityCheckMinutes(
  db: SimDb,
  memberId: number,
  minutes: RealityCheckMinutes,
  now: number,
) {
  saveMemberProtection(db, memberId, { realityCheckMinutes: minutes, updateTime: now });
}

/** When the sign-in behind `token` began. */
function playStartOf(db: SimDb, token: string): number {
  const row = db
    .select({ createTime: sessions.createTime, playStart: sessions.playStart })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .get();
  if (!row) throw notSignedIn();
  return row.playStart ?? row.createTime;
}

/** A refreshed token continues the same sign-in: the new session keeps the old one's start. */
export function carryPlayStart(db: SimDb, oldToken: string, newToken: string) {
  const old = db
    .select({ createTime: sessions.createTime, playStart: sessions.playStart })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(oldToken)))
    .get();
  if (!old) return;
  db.update(sessions)
    .set({ playStart: old.playStart ?? old.createTime })
    .where(eq(sessions.tokenHash, hashToken(newToken)))
    .run();
}

/** When the next check of a sign-in that began at `startTime` is due; null when checks are off. */
export function nextRealityCheckTime(minutes: number, startTime: number, acknowledged: number | null) {
  if (minutes === 0) return null;
  // An acknowledgement from an earlier sign-in does not count for this one.
  const base = acknowledged !== null && acknowledged >= startTime ? acknowledged : startTime;
  return base + minutes * MINUTE_MS;
}

export interface RealityCheckDue {
  memberId: number;
  sessionId: number;
  time: number;
}

/** The reality checks still to come at `now`, one per live sign-in of a member who set them. */
export function scheduledRealityChecks(db: SimDb, now: number): RealityCheckDue[] {
  const due: RealityCheckDue[] = [];
  for (const row of realityCheckSessions(db, now)) {
    const parsed = realityCheckMinutesSchema.safeParse(row.minutes);
    const minutes = parsed.success ? parsed.data : 0;
    const time = nextRealityCheckTime(minutes, row.playStart ?? row.createTime, row.acknowledged);
    if (time !== null && time > now) due.push({ memberId: row.memberId, sessionId: row.sessionId, time });
  }
  return due;
}

export function describePlaySession(db: SimDb, member: MemberRow, token: string, now: number): PlaySession {
  const startTime = playStartOf(db, token);
  const settings = findMemberProtection(db, member.id);
  const minutes = realityCheckMinutesOf(db, member.id);
  const nextCheckTime = nextRealityCheckTime(minutes, startTime, settings?.realityCheckAckTime ?? null);
  const totals = playTotalsSince(db, member.id, startTime);
  return {
    currency: member.currency,
    startTime: isoOf(startTime),
    serverTime: isoOf(now),
    wagered: toMajor(totals.staked),
    net: toMajor(totals.net),
    realityCheckMinutes: minutes,
    nextCheckTime: nextCheckTime === null ? null : isoOf(nextCheckTime),
    checkDue: nextCheckTime !== null && now >= nextCheckTime,
  };
}

/** "Continue" on a reality check: the next one is due one interval from now. */
export function acknowledgeRealityCheck(db: SimDb, memberId: number, now: number) {
  saveMemberProtection(db, memberId, { realityCheckAckTime: now, updateTime: now });
}
