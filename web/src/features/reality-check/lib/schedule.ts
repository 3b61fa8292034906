import { type PlaySessionSnapshot, serverNow } from '../../../shared/session/api/get-play-session';

/**
 * The longest wait between two reads of the play session: the server's clock can be moved (QA)
 * or the interval changed on another tab, so the app never trusts one answer for long.
 */
export const MAX_CHECK_WAIT_MS = 60_000;
/** The shortest wait, so that a check the server does not yet call due cannot loop hot. */
export const MIN_CHECK_WAIT_MS = 1_000;

/**
 * How long to wait before reading the play session again: until the next check is due on the
 * server's clock, at most a minute. Null when nothing is coming: reality checks are off, or the
 * reminder is due now and waits for the player's answer.
 */
export function nextReadDelay(snapshot: PlaySessionSnapshot, localNow = Date.now()): number | null {
  const { session } = snapshot;
  if (session.realityCheckMinutes === 0 || session.nextCheckTime === null || session.checkDue) return null;
  const untilDue = Date.parse(session.nextCheckTime) - serverNow(snapshot, localNow);
  return Math.min(Math.max(untilDue, MIN_CHECK_WAIT_MS), MAX_CHECK_WAIT_MS);
}

/** Whole hours and minutes of a span, for "1 h 05 min" in the player's language. */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
