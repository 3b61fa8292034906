import { createControlClient } from '@casino/contracts/control/client';
import { type RunningSimulator, startSimulator } from '@casino/sim-server/start';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, MAX_RETRY_STEP_MS, retryDelayMs } from './create-world';

// The world fixture's creation against simulators holding one world at most (SIM_MAX_WORLDS=1):
// at the cap it waits and tries again; any other refusal is thrown at once.

const KEY = 'local-qa-key';
let full: RunningSimulator;
let leased: RunningSimulator;

const start = (env: Record<string, string>) =>
  startSimulator({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    logger: false,
    env: { SIM_CONTROL_KEY: KEY, SIM_MODE: 'demo', SIM_MAX_WORLDS: '1', ...env },
  });

beforeAll(async () => {
  [full, leased] = await Promise.all([start({}), start({ SIM_WORLD_LEASE: '1s' })]);
});
afterAll(() => Promise.all([full?.close(), leased?.close()]));

/** `fetch` keeping each answer's status and Retry-After; the wait and the time as the test says. */
function observed(options: { fakeTime?: boolean; onSleep?: (ms: number) => Promise<void> } = {}) {
  const answers: { status: number; retryAfter: string | null }[] = [];
  const sleeps: number[] = [];
  let fakeNow = 0;
  return {
    answers,
    sleeps,
    fetch: (async (input, init) => {
      const response = await fetch(input, init);
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      return response;
    }) as typeof fetch,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      fakeNow += ms;
      if (options.onSleep) await options.onSleep(ms);
      else if (!options.fakeTime) await new Promise((done) => setTimeout(done, ms));
    },
    ...(options.fakeTime ? { now: () => fakeNow } : {}),
  };
}

describe('world creation at the cap', () => {
  it('waits while the simulator is full, and makes the world once another is closed', async () => {
    const simulator = createControlClient({ baseUrl: full.url, key: KEY });
    const holder = await simulator.call('createWorld', {});
    const seen = observed({
      fakeTime: true,
      // Another test ends while this one waits: its world is closed.
      onSleep: async () => void (await simulator.call('closeWorld', { id: holder.id })),
    });
    const world = await createWorld({
      baseUrl: full.url,
      key: KEY,
      scenario: null,
      waitUntil: 60_000,
      ...seen,
    });

    expect(seen.answers).toEqual([
      { status: 503, retryAfter: '600' },
      { status: 201, retryAfter: null },
    ]);
    // Retry-After (600 s, the soonest lease's end) bounds the wait; room came far sooner.
    expect(seen.sleeps).toEqual([500]);
    expect(world.id).not.toBe(holder.id);
    await simulator.call('closeWorld', { id: world.id });
  });

  it('gives up at its deadline with an error naming the cap and SIM_MAX_WORLDS', async () => {
    const simulator = createControlClient({ baseUrl: full.url, key: KEY });
    const holder = await simulator.call('createWorld', {});
    const seen = observed({ fakeTime: true });
    try {
      await expect(
        createWorld({ baseUrl: full.url, key: KEY, scenario: null, waitUntil: 3_000, ...seen }),
      ).rejects.toThrow(
        /^world fixture: no room for a new world at http:\S+ after waiting 3 s: .*\(SIM_MAX_WORLDS\).*higher SIM_MAX_WORLDS.*The simulator said: No room for a new world: the simulator holds its cap of 1 worlds/,
      );
      // 0.5 s, 1 s, then 1.5 s of the next 2 s (the last try at the deadline).
      expect(seen.sleeps).toEqual([500, 1_000, 1_500]);
      expect(seen.answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503]);
    } finally {
      await simulator.call('closeWorld', { id: holder.id });
    }
  });

  it('tries again after Retry-After in real time: a world idle past its lease (1 s) makes room', async () => {
    const simulator = createControlClient({ baseUrl: leased.url, key: KEY });
    const holder = await simulator.call('createWorld', {});
    const seen = observed();
    const world = await createWorld({
      baseUrl: leased.url,
      key: KEY,
      scenario: null,
      waitUntil: Date.now() + 20_000,
      ...seen,
    });

    expect(seen.answers[0]).toEqual({ status: 503, retryAfter: '1' });
    expect(seen.answers.at(-1)?.status).toBe(201);
    for (const ms of seen.sleeps) expect(ms).toBeLessThanOrEqual(1_000);
    const late = await createControlClient({ baseUrl: leased.url, key: KEY, world: () => holder.id }).send(
      'getClock',
      {},
    );
    expect(late.envelope.message).toMatch(/unused for longer than its lease \(SIM_WORLD_LEASE, 1s\)/);
    await simulator.call('closeWorld', { id: world.id });
  });
});

describe('world creation: other refusals are not retried', () => {
  it.each([
    [
      'an unknown scenario',
      { scenario: 'no-such-scenario', key: KEY },
      /could not create a world.*no-such-scenario/,
    ],
    ['a wrong control key', { scenario: null, key: 'not-the-key' }, /could not create a world/],
  ])('%s fails at once, after one request', async (_name, given, message) => {
    const seen = observed({ fakeTime: true });
    await expect(createWorld({ baseUrl: full.url, ...given, waitUntil: 60_000, ...seen })).rejects.toThrow(
      message,
    );
    expect(seen.answers).toHaveLength(1);
    expect(seen.answers[0]?.status).not.toBe(503);
    expect(seen.sleeps).toEqual([]);
  });

  it('a simulator that does not answer fails at once', async () => {
    const seen = observed({ fakeTime: true });
    await expect(
      createWorld({ baseUrl: 'http://127.0.0.1:9', key: KEY, scenario: null, waitUntil: 60_000, ...seen }),
    ).rejects.toThrow(/^world fixture: could not create a world at http:\/\/127\.0\.0\.1:9: /);
    expect(seen.sleeps).toEqual([]);
  });

  it('the wait follows Retry-After, within 0.5 s doubling to at most 4 s', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelayMs(600, attempt))).toEqual([
      500,
      1_000,
      2_000,
      4_000,
      MAX_RETRY_STEP_MS,
    ]);
    expect([0, 1, 2].map((attempt) => retryDelayMs(1, attempt))).toEqual([500, 1_000, 1_000]);
    expect(retryDelayMs(null, 1)).toBe(1_000);
  });
});
