import { type ClockChange, parseDuration } from '@casino/contracts/control/scenario';
import {
  type ClockMove,
  type ClockMoveAnswer,
  DEFAULT_MAX_CLOCK_STEPS,
  type ScheduledEvent,
} from '@casino/contracts/control/schedule';
import type { FastifyInstance } from 'fastify';
import { listSchedule } from './schedule-control';

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

/** How many of the events still scheduled an answer shows. */
const NEXT_SHOWN = 5;

/**
 * `POST /__sim/clock`: set or advance (answering the scheduled events the move passed), or step
 * to the next scheduled event (`toNextEvent`) or through all of them (`untilIdle`, bounded).
 */
export function applyClockMove(app: FastifyInstance, move: ClockMove): ClockMoveAnswer {
  if (move.toNextEvent) return runSteps(app, { maxSteps: 1, horizonMs: null, single: true });
  if (move.untilIdle) {
    const horizon = move.horizon === undefined ? null : parseDuration(move.horizon);
    return runSteps(app, {
      maxSteps: move.maxSteps ?? DEFAULT_MAX_CLOCK_STEPS,
      horizonMs: horizon,
      single: false,
    });
  }
  const before = listSchedule(app);
  applyClockChange(app, move);
  const now = app.clock.now();
  return { ...describeClock(app), ran: before.filter((event) => event.epochMs <= now) };
}

interface StepBound {
  maxSteps: number;
  /** How far past the start untilIdle may go; null: no horizon. */
  horizonMs: number | null;
  single: boolean;
}

/**
 * Steps: the clock moves to the earliest scheduled time (never back) and the jobs run; every
 * event due by then ran. Work already due is caught up first, so it is not counted as a step.
 */
function runSteps(app: FastifyInstance, bound: StepBound): ClockMoveAnswer {
  app.jobs.runAll();
  const start = app.clock.now();
  const horizonAt = bound.horizonMs === null ? null : start + bound.horizonMs;
  const ran: ScheduledEvent[] = [];
  let steps = 0;
  let stoppedBy: NonNullable<ClockMoveAnswer['stoppedBy']>;
  let schedule = listSchedule(app);
  for (;;) {
    const next = schedule[0];
    if (!next) {
      stoppedBy = 'idle';
      break;
    }
    if (steps >= bound.maxSteps) {
      stoppedBy = bound.single ? 'step' : 'maxSteps';
      break;
    }
    if (horizonAt !== null && next.epochMs > horizonAt) {
      stoppedBy = 'horizon';
      break;
    }
    if (next.epochMs > app.clock.now()) app.clock.set(next.epochMs);
    const now = app.clock.now();
    app.jobs.runAll();
    ran.push(...schedule.filter((event) => event.epochMs <= now));
    steps++;
    schedule = listSchedule(app);
  }
  const answer: ClockMoveAnswer = {
    ...describeClock(app),
    ran,
    steps,
    stoppedBy,
    next: schedule.slice(0, NEXT_SHOWN),
  };
  if (!bound.single) {
    answer.bound = {
      maxSteps: bound.maxSteps,
      horizon: horizonAt === null ? null : new Date(horizonAt).toISOString(),
    };
  }
  const message = stopMessage(stoppedBy, steps, schedule, answer.bound);
  return message ? { ...answer, message } : answer;
}

function stopMessage(
  stoppedBy: NonNullable<ClockMoveAnswer['stoppedBy']>,
  steps: number,
  schedule: readonly ScheduledEvent[],
  bound: ClockMoveAnswer['bound'],
): string | null {
  const next = schedule[0];
  if (stoppedBy === 'idle') return steps === 0 ? 'Nothing is scheduled: the clock did not move.' : null;
  if (stoppedBy === 'maxSteps' && bound && next)
    return (
      `Stopped at the bound of ${bound.maxSteps} steps with ${schedule.length} event(s) still ` +
      `scheduled, the next ${next.kind} at ${next.time}: run untilIdle again or give a larger maxSteps.`
    );
  if (stoppedBy === 'horizon' && bound?.horizon && next)
    return (
      `Stopped at the horizon ${bound.horizon}: the next event, ${next.kind} at ${next.time}, ` +
      'is later (give a longer horizon to reach it).'
    );
  return null;
}

/** Back to real time. */
export function resetClock(app: FastifyInstance) {
  app.clock.advance(-app.clock.offset());
}
