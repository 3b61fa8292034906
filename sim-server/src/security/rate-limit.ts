/**
 * Counts failures per key (a username, a client address) in a sliding window and locks the
 * key for a while once too many pile up. In memory, per app instance: a restart forgets the
 * counts, which is fine for a simulator. Times come from the caller (the simulator clock), so
 * QA can move past a lock without waiting.
 */
export interface FailureLimiterOptions {
  /** Failures inside `windowMs` that lock the key. */
  maxFailures: number;
  windowMs: number;
  /** How long a locked key stays locked. */
  lockMs: number;
}

export interface FailureLimiter {
  /** The time the key's lock ends, or null when the key may try now. */
  lockedUntil(key: string, now: number): number | null;
  /** Counts a failure; answers the lock end when this failure locked the key. */
  recordFailure(key: string, now: number): number | null;
  /** Forgets the key's failures (after a success). */
  clear(key: string): void;
  /** Forgets every key (the QA control plane's reset). */
  clearAll(): void;
}

interface KeyState {
  failureTimes: number[];
  lockEnd: number | null;
}

/** Above this many tracked keys, keys without recent activity are dropped (memory bound). */
const PRUNE_THRESHOLD = 10_000;

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const states = new Map<string, KeyState>();

  const prune = (now: number) => {
    for (const [key, state] of states) {
      const lastFailure = state.failureTimes.at(-1) ?? 0;
      const lockOver = state.lockEnd === null || state.lockEnd <= now;
      if (lockOver && lastFailure <= now - options.windowMs) states.delete(key);
    }
  };

  return {
    lockedUntil(key, now) {
      const lockEnd = states.get(key)?.lockEnd ?? null;
      return lockEnd !== null && lockEnd > now ? lockEnd : null;
    },
    recordFailure(key, now) {
      if (states.size > PRUNE_THRESHOLD) prune(now);
      const state = states.get(key) ?? { failureTimes: [], lockEnd: null };
      state.failureTimes = state.failureTimes.filter((time) => time > now - options.windowMs);
      state.failureTimes.push(now);
      states.set(key, state);
      if (state.failureTimes.length < options.maxFailures) return null;
      // The lock starts fresh: the failures that caused it do not count again afterwards.
      state.failureTimes = [];
      state.lockEnd = now + options.lockMs;
      return state.lockEnd;
    },
    clear(key) {
      states.delete(key);
    },
    clearAll() {
      states.clear();
    },
  };
}
