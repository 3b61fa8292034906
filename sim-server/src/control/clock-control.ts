import { type ClockChange, parseDuration } from '@casino/contracts/control/scenario';
import type { FastifyInstance } from 'fastify';

export function describeClock(app: FastifyInstance) {
  const now = app.clock.now();
  return { now: new Date(now).toISOString(), epochMs: now, offsetMs: app.clock.offset() };
}

/** Sets or moves the world's clock, then runs every time-driven job at once. */
export function applyClockChange(app: FastifyInstance, change: ClockChange) {
  if (change.set !== undefined) app.clock.set(Date.parse(change.set));
  if (change.advanceMs !== undefined) app.clock.advance(change.advanceMs);
  if (change.advance !== undefined) app.clock.advance(parseDuration(change.advance) ?? 0);
  app.jobs.runAll();
  return describeClock(app);
}

/** Back to real time. */
export function resetClock(app: FastifyInstance) {
  app.clock.advance(-app.clock.offset());
}
