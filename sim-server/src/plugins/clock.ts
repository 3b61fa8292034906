import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decorateWorldPart } from './world-parts';

/**
 * The simulator's clock. Everything time-based (token expiry, order delays, withdrawal
 * progress, cashback Mondays) reads `now()` from here, so QA can move time without waiting.
 */
export interface SimClock {
  now(): number;
  /** Moves the clock forward (or back) by `ms` milliseconds. */
  advance(ms: number): void;
  /** Sets the clock to an absolute time; it keeps running from there. */
  set(epochMs: number): void;
  /** Milliseconds between the virtual and the real clock. */
  offset(): number;
}

export function createClock(initialOffset = 0, realNow: () => number = Date.now): SimClock {
  let offsetMs = initialOffset;
  return {
    now: () => realNow() + offsetMs,
    advance: (ms) => {
      offsetMs += ms;
    },
    set: (epochMs) => {
      offsetMs = epochMs - realNow();
    },
    offset: () => offsetMs,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: SimClock;
  }
}

declare module './world-parts' {
  interface WorldParts {
    clock: SimClock;
  }
}

/** Gives each world its clock, which starts at real time. */
export const clockPlugin = fp(
  async (app: FastifyInstance) => {
    const clock = app.worlds.part('clock', () => createClock());
    decorateWorldPart(app, 'clock', clock.get);
  },
  { name: 'clock', dependencies: ['world-parts'] },
);
