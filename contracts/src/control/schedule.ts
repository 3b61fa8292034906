import { z } from 'zod';
import { exactlyOneOf } from '../core/json-schema';
import { isoDateTimeWithOffsetSchema } from '../core/primitives';
import { durationSchema } from './scenario';
import { controlClockSchema } from './shapes';

/**
 * The world's schedule: what the simulator's time-driven rules will do next, read
 * from the state they keep, and the clock moves that run it (`toNextEvent`, `untilIdle`).
 */

/** The kinds of scheduled event, in the order the schedule lists events due at the same time. */
export const SCHEDULED_EVENT_KINDS = [
  'deposit.resolve',
  'deposit.pending',
  'deposit.expire',
  'withdrawal.step',
  'documents.review',
  'limit.change',
  'break.end',
  'exclusion.end',
  'realityCheck.due',
  'bonus.cashback',
] as const;
export const scheduledEventKindSchema = z.enum(SCHEDULED_EVENT_KINDS);

export const scheduledEventSchema = z.object({
  /** Simulator-clock time it happens (ISO) and the same in epoch ms. */
  time: z.string(),
  epochMs: z.number().int(),
  kind: scheduledEventKindSchema,
  /** The member it concerns; null for a world-wide job run. */
  memberId: z.number().int().nullable(),
  /** The deposit order, withdrawal or session id it concerns, or the members a job pays. */
  ids: z.array(z.union([z.number().int(), z.string()])),
  /** One line a person reads: what happens then. */
  description: z.string(),
});

export const scheduleSchema = z.object({
  clock: controlClockSchema,
  /** Sorted by time, then kind. */
  events: z.array(scheduledEventSchema),
});

/** untilIdle runs at most this many steps when the body gives no `maxSteps` (decision 044). */
export const DEFAULT_MAX_CLOCK_STEPS = 100;
export const MAX_CLOCK_STEPS = 1000;

const MOVES = ['set', 'advance', 'advanceMs', 'toNextEvent', 'untilIdle'] as const;

/** `POST /__sim/clock`: one move; maxSteps and horizon only bound untilIdle. */
export const clockMoveSchema = z
  .strictObject({
    set: isoDateTimeWithOffsetSchema.optional(),
    advance: durationSchema.optional(),
    advanceMs: z.number().int().optional(),
    /** Move to the next scheduled event and run it (with every event due at that time). */
    toNextEvent: z.literal(true).optional(),
    /** Repeat toNextEvent until nothing is scheduled, within maxSteps and the horizon. */
    untilIdle: z.literal(true).optional(),
    maxSteps: z.number().int().min(1).max(MAX_CLOCK_STEPS).optional(),
    /** untilIdle runs no event later than this long after the start (e.g. 30d). */
    horizon: durationSchema.optional(),
  })
  .superRefine((move, context) => {
    const given = MOVES.filter((name) => move[name] !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        message:
          given.length === 0
            ? `Give one of ${MOVES.join(', ')}`
            : `Give exactly one of ${MOVES.join(', ')} (got ${given.join(' and ')})`,
      });
    }
    for (const bound of ['maxSteps', 'horizon'] as const) {
      if (move[bound] !== undefined && move.untilIdle === undefined)
        context.addIssue({ code: 'custom', path: [bound], message: `${bound} only bounds untilIdle` });
    }
  })
  .meta({
    oneOf: exactlyOneOf(MOVES),
    dependentRequired: { maxSteps: ['untilIdle'], horizon: ['untilIdle'] },
  });

export const clockMoveAnswerSchema = controlClockSchema.extend({
  /** The events whose time the move passed, each at its own time, in order. */
  ran: z.array(scheduledEventSchema),
  /** untilIdle and toNextEvent: steps taken (each step: one time, every event due then). */
  steps: z.number().int().optional(),
  /** untilIdle: the bound it ran under (the horizon as a simulator time). */
  bound: z.object({ maxSteps: z.number().int(), horizon: z.string().nullable() }).optional(),
  /** toNextEvent and untilIdle: why it stopped. */
  stoppedBy: z.enum(['idle', 'maxSteps', 'horizon', 'step']).optional(),
  /** What is still scheduled after the move (the next few). */
  next: z.array(scheduledEventSchema).optional(),
  message: z.string().optional(),
});

export type ScheduledEvent = z.infer<typeof scheduledEventSchema>;
export type ScheduledEventKind = z.infer<typeof scheduledEventKindSchema>;
export type ClockMove = z.infer<typeof clockMoveSchema>;
export type ClockMoveAnswer = z.infer<typeof clockMoveAnswerSchema>;
