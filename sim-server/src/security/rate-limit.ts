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
  /**
   * Counts the different subjects of the failures instead of the failures (an address locked by
   * the number of accounts it failed against, not by one account's retries).
   */
  distinct?: boolean;
}

export interface FailureLimiter {
  /** The time the key's lock ends, or null when the key may try now. */
  lockedUntil(key: string, now: number): number | null;
  /** Counts a failure (about `subject`, for a `distinct` limiter); answers the lock end it set. */
  recordFailure(key: string, now: number, subject?: string): number | null;
  /** Forgets the key's failures (after a success). */
  clear(key: string): void;
  /** Forgets every key (the QA control plane's reset). */
  clearAll(): void;
}

interface KeyState {
  failures: { time: number; subject: string }[];
  lockEnd: number | null;
}

/** Above this many tracked keys, keys without recent activity are dropped (memory bound). */
const PRUNE_THRESHOLD = 10_000;

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const states = new Map<string, KeyState>();

  const prune = (now: number) => {
    for (const [key, state] of states) {
      const lastFailure = state.failures.at(-1)?.time ?? 0;
      const lockOver = state.lockEnd === null || state.lockEnd <= now;
      if (lockOver && lastFailure <= now - options.windowMs) states.delete(key);
    }
  };

  return {
    lockedUntil(key, now) {
      const lockEnd = states.get(key)?.lockEnd ?? null;
      return lockEnd !== null && lockEnd > now ? lockEnd : null;
    },
    recordFailure(key, now, subject = '') {
      if (states.size > PRUNE_THRESHOLD) prune(now);
      const state = states.get(key) ?? { failures: [], lockEnd: null };
      state.failures = state.failures.filter((failure) => failure.time > now - options.windowMs);
      state.failures.push({ time: now, subject });
      states.set(key, state);
      const count = options.distinct
        ? new Set(state.failures.map((failure) => failure.subject)).size
        : state.failures.length;
      if (count < options.maxFailures) return null;
      // The lock starts fresh: the failures that caused it do not count again afterwards.
      state.failures = [];
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
