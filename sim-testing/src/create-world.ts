/**
 * The world fixture's creation of a world, waiting while the simulator is at its cap of worlds
 * (decision 061). At SIM_MAX_WORLDS, with every world within its lease, the simulator answers
 * HTTP 503, error SERVICE_UNAVAILABLE and `Retry-After` (seconds until the soonest lease ends).
 * Room usually comes sooner: another test closes its world when it ends. So the fixture asks
 * again after `Retry-After` seconds or sooner (0.5 s, then 1, 2, at most 4 s between tries), the
 * last time at its deadline, and then gives up with an error naming the cap. Any other refusal,
 * or no answer at all, is thrown at once: only the cap is a reason to wait.
 */
import { ControlError, createControlClient } from '@casino/contracts/control/client';
import type { ControlAnswerOf } from '@casino/contracts/control/registry';
import { ApiErrorCode } from '@casino/contracts/core/envelope';

export type CreatedWorld = ControlAnswerOf<'createWorld'>;

/** The longest wait between two tries, whatever `Retry-After` says. */
export const MAX_RETRY_STEP_MS = 4_000;
const FIRST_RETRY_STEP_MS = 500;

export interface CreateWorldOptions {
  baseUrl: string;
  key: string;
  scenario: string | null;
  /** When to stop waiting for room (epoch ms): a refusal at the cap after it is thrown. */
  waitUntil: number;
  fetch?: typeof globalThis.fetch;
  /** Real time unless a test gives its own. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** The wait before try `attempt + 1`: what `Retry-After` says, but never more than the step. */
export function retryDelayMs(retryAfterSeconds: number | null, attempt: number): number {
  const step = Math.min(FIRST_RETRY_STEP_MS * 2 ** attempt, MAX_RETRY_STEP_MS);
  return retryAfterSeconds === null ? step : Math.min(retryAfterSeconds * 1000, step);
}

/** `Retry-After` as seconds; null when absent or an HTTP date (the simulator sends seconds). */
function secondsOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

const isAtCap = (error: unknown): error is ControlError =>
  error instanceof ControlError && error.status === 503 && error.code === ApiErrorCode.SERVICE_UNAVAILABLE;

export async function createWorld(options: CreateWorldOptions): Promise<CreatedWorld> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const now = options.now ?? Date.now;
  let retryAfter: string | null = null;
  const simulator = createControlClient({
    baseUrl: options.baseUrl,
    key: options.key,
    fetch: async (input, init) => {
      const response = await doFetch(input, init);
      retryAfter = response.headers.get('retry-after');
      return response;
    },
  });
  const started = now();
  for (let attempt = 0; ; attempt++) {
    try {
      // A new id each time (the client picks one): on a farm, another replica may have room.
      return await simulator.call('createWorld', options.scenario ? { scenario: options.scenario } : {});
    } catch (error) {
      if (!isAtCap(error))
        throw new Error(
          `world fixture: could not create a world at ${options.baseUrl}: ${(error as Error).message}`,
        );
      // The last wait ends at the deadline, for one more try there.
      const remaining = options.waitUntil - now();
      if (remaining <= 0) {
        const waited = Math.round((now() - started) / 1000);
        throw new Error(
          `world fixture: no room for a new world at ${options.baseUrl} after waiting ${waited} s: the ` +
            'simulator holds its cap of worlds (SIM_MAX_WORLDS), each in use. Start it with a higher ' +
            'SIM_MAX_WORLDS, run fewer Playwright workers, or close worlds left open ' +
            `(DELETE /__sim/worlds/<id>). The simulator said: ${error.message}`,
        );
      }
      await sleep(Math.min(retryDelayMs(secondsOf(retryAfter), attempt), remaining));
    }
  }
}

/**
 * How long the fixture waits for room by default: half the test's timeout (15 s of Playwright's
 * 30 s), so the test keeps the other half; a minute when the test has no timeout.
 */
export function defaultWorldWaitMs(testTimeoutMs: number): number {
  return testTimeoutMs > 0 ? Math.floor(testTimeoutMs / 2) : 60_000;
}
