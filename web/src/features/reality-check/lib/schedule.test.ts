import type { PlaySession } from '@casino/contracts/protection/schemas';
import { describe, expect, it } from 'vitest';
import type { PlaySessionSnapshot } from '../../../shared/session/api/get-play-session';
import { MAX_CHECK_WAIT_MS, MIN_CHECK_WAIT_MS, nextReadDelay, splitDuration } from './schedule';

const LOCAL_NOW = Date.parse('2026-01-01T00:00:00.000Z');
const SERVER_NOW = Date.parse('2026-11-22T12:00:00.000Z');

function snapshot(patch: Partial<PlaySession>): PlaySessionSnapshot {
  return {
    session: {
      currency: 'USD',
      startTime: '2026-11-22T11:00:00.000Z',
      serverTime: new Date(SERVER_NOW).toISOString(),
      wagered: 0,
      net: 0,
      realityCheckMinutes: 30,
      nextCheckTime: new Date(SERVER_NOW + 20_000).toISOString(),
      checkDue: false,
      ...patch,
    },
    // The server's clock runs far ahead of ours, as when QA moved it.
    clockOffsetMs: SERVER_NOW - LOCAL_NOW,
  };
}

describe('nextReadDelay', () => {
  it('waits until the check is due on the server clock, not the local one', () => {
    expect(nextReadDelay(snapshot({}), LOCAL_NOW)).toBe(20_000);
    expect(nextReadDelay(snapshot({}), LOCAL_NOW + 5_000)).toBe(15_000);
  });

  it('never waits more than a minute, nor less than a second', () => {
    const later = snapshot({ nextCheckTime: new Date(SERVER_NOW + 25 * 60_000).toISOString() });
    expect(nextReadDelay(later, LOCAL_NOW)).toBe(MAX_CHECK_WAIT_MS);
    const past = snapshot({ nextCheckTime: new Date(SERVER_NOW - 5_000).toISOString() });
    expect(nextReadDelay(past, LOCAL_NOW)).toBe(MIN_CHECK_WAIT_MS);
  });

  it('schedules nothing when checks are off or one is due now', () => {
    expect(nextReadDelay(snapshot({ realityCheckMinutes: 0, nextCheckTime: null }), LOCAL_NOW)).toBeNull();
    expect(nextReadDelay(snapshot({ checkDue: true }), LOCAL_NOW)).toBeNull();
  });
});

describe('splitDuration', () => {
  it('gives whole hours and minutes', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(59_999)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(65 * 60_000 + 30_000)).toEqual({ hours: 1, minutes: 5 });
  });
});
