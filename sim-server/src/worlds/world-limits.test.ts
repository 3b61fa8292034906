import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { serveWorlds } from '../testing/world-server';
import { describeDuration, type WorldLimits, WorldRegistry } from './world-registry';

// The key every world checks (SIM_CONTROL_KEY's default), and so the dispatcher too.
const KEY = 'local-qa-key';
const closers: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A dispatcher over a registry with the given limits and a clock the test moves. */
async function start(limits: Partial<WorldLimits>, env: Record<string, string> = {}) {
  let now = Date.now();
  const { base, registry, close } = await serveWorlds({
    app: { env },
    limits,
    prepare: async () => {},
    now: () => now,
  });
  closers.push(close);
  const post = async () => {
    const response = await fetch(`${base}/__sim/worlds`, {
      method: 'POST',
      headers: { 'x-sim-key': KEY, 'content-type': 'application/json' },
      body: '{}',
    });
    const envelope = (await response.json()) as {
      error: number;
      message: string;
      data: { id: string } | null;
    };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ...envelope };
  };
  const create = async () => {
    const made = await post();
    if (!made.data) throw new Error(`No world: ${made.message}`);
    return made.data.id;
  };
  const ask = async (world: string) => {
    const response = await fetch(`${base}/__sim/clock`, {
      headers: { 'x-sim-key': KEY, 'x-sim-world': world },
    });
    return { status: response.status, ...((await response.json()) as { error: number; message: string }) };
  };
  return {
    base,
    registry,
    post,
    create,
    ask,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('world limits', () => {
  it('reads SIM_MAX_WORLDS, SIM_WORLD_LEASE and SIM_WORLD_IDLE (64, 10m, 2h), refusing bad values with their range', async () => {
    const limitsOf = async (env: Record<string, string>) => {
      const registry = await WorldRegistry.withOwnApp({ env });
      closers.push(() => registry.closeAll());
      return registry.limits;
    };
    expect(await limitsOf({})).toEqual({ maxWorlds: 64, leaseMs: 600_000, idleMs: 7_200_000 });
    expect(await limitsOf({ SIM_MAX_WORLDS: '3', SIM_WORLD_LEASE: '30s', SIM_WORLD_IDLE: '30m' })).toEqual({
      maxWorlds: 3,
      leaseMs: 30_000,
      idleMs: 1_800_000,
    });
    expect((await limitsOf({ SIM_WORLD_IDLE: '0' })).idleMs).toBe(0);
    expect(() => readEnv({ SIM_WORLD_IDLE: 'soon' })).toThrow(/SIM_WORLD_IDLE: Expected 0 or a duration/);
    for (const lease of ['0', '500ms', '2d', 'soon'])
      expect(() => readEnv({ SIM_WORLD_LEASE: lease })).toThrow(
        /SIM_WORLD_LEASE: Expected a duration from 1s to 1d/,
      );
    for (const max of ['0', '1001', 'many'])
      expect(() => readEnv({ SIM_MAX_WORLDS: max })).toThrow(/SIM_MAX_WORLDS: Expected .*from 1 to 1000/);
    expect(describeDuration(7_200_000)).toBe('2h');
    expect(describeDuration(90_000)).toBe('90s');
  });

  it('refuses a fourth world with 503 and Retry-After when three are in use (SIM_MAX_WORLDS=3); the three still answer', async () => {
    const sim = await start({ idleMs: 0 }, { SIM_MAX_WORLDS: '3' });
    const worlds = [await sim.create(), await sim.create(), await sim.create()];
    sim.advance(20_000);
    for (const world of worlds) expect((await sim.ask(world)).error).toBe(0);
    const refused = await sim.post();
    expect(refused.status).toBe(503);
    expect(refused.error).toBe(ApiErrorCode.SERVICE_UNAVAILABLE);
    expect(refused.data).toBeNull();
    // Every lease was renewed by the asks just now: the soonest ends in the full 10 minutes.
    expect(refused.retryAfter).toBe('600');
    expect(refused.message).toMatch(/cap of 3 worlds \(SIM_MAX_WORLDS\)/);
    expect(refused.message).toMatch(/SIM_WORLD_LEASE, 10m/);
    expect(refused.message).toMatch(/higher SIM_MAX_WORLDS \(1 to 1000\)/);
    const fork = await fetch(`${sim.base}/__sim/worlds/${worlds[0]}/fork`, {
      method: 'POST',
      headers: { 'x-sim-key': KEY },
    });
    expect(fork.status).toBe(503);
    expect(fork.headers.get('retry-after')).toBe('600');
    for (const world of worlds) expect((await sim.ask(world)).error).toBe(0);
    expect(sim.registry.list()).toHaveLength(3);
  });

  it('says in Retry-After when the soonest lease ends, and counts worlds being created against the cap', async () => {
    const sim = await start({ maxWorlds: 3, leaseMs: 60_000, idleMs: 0 });
    const made = await Promise.all(Array.from({ length: 5 }, () => sim.post()));
    expect(made.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 503, 503]);
    sim.advance(45_500);
    const refused = await sim.post();
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('15');
    sim.advance(14_000);
    expect((await sim.post()).retryAfter).toBe('1');
  });

  it('closes the least recently used world idle past its lease to make room; a request to it is told why', async () => {
    const sim = await start({ maxWorlds: 2, leaseMs: 60_000, idleMs: 0 });
    const first = await sim.create();
    const second = await sim.create();
    sim.advance(61_000);
    expect((await sim.ask(first)).error).toBe(0);
    const third = await sim.create();
    expect(
      sim.registry
        .list()
        .map((world) => world.id)
        .sort(),
    ).toEqual([first, third].sort());
    const closed = await sim.ask(second);
    expect(closed.status).toBe(404);
    expect(closed.error).toBe(ApiErrorCode.NOT_FOUND);
    expect(closed.message).toBe(
      `World ${second} was closed: it was unused for longer than its lease (SIM_WORLD_LEASE, 1m) when the cap of 2 worlds (SIM_MAX_WORLDS) needed room for a new one. Create a new world.`,
    );
    expect(sim.registry.closedReason(second)).toBe('lease');
    const unknown = await sim.ask('w-never');
    expect(unknown.message).toMatch(/Unknown world: w-never; .*at most 2 worlds \(SIM_MAX_WORLDS\)/);
  });

  it('closes a world idle longer than SIM_WORLD_IDLE, and says so', async () => {
    const sim = await start({ maxWorlds: 10, idleMs: 60_000 });
    const used = await sim.create();
    const idle = await sim.create();
    sim.advance(40_000);
    expect((await sim.ask(used)).error).toBe(0);
    sim.advance(40_000);
    const closed = await sim.ask(idle);
    expect(closed.status).toBe(404);
    expect(closed.message).toMatch(
      new RegExp(`World ${idle} was closed after 1m unused \\(SIM_WORLD_IDLE\\)`),
    );
    expect(sim.registry.closedReason(idle)).toBe('idle');
    expect((await sim.ask(used)).error).toBe(0);
    expect(sim.registry.list().map((world) => world.id)).toEqual([used]);
  });
});
