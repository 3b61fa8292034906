import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { createDispatcher } from './dispatcher';
import { buildWorldApp, describeDuration, type WorldLimits, WorldRegistry } from './world-registry';

// The key every world checks (SIM_CONTROL_KEY's default), and so the dispatcher too.
const KEY = 'local-qa-key';
const closers: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A dispatcher over a registry with the given limits and a clock the test moves. */
async function start(limits: Partial<WorldLimits>) {
  let now = Date.now();
  const registry = new WorldRegistry(
    { validateAnswers: true },
    limits,
    async () => {},
    () => now,
  );
  const defaultWorld = await buildWorldApp({ dataDir: ':memory:' });
  const server: Server = createServer(
    createDispatcher({ defaultWorld: defaultWorld.handle, registry, controlKey: KEY }),
  );
  closers.push(
    () => new Promise((done) => server.close(done)),
    () => registry.closeAll(),
    () => defaultWorld.app.close(),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const create = async () => {
    const response = await fetch(`${base}/__sim/worlds`, {
      method: 'POST',
      headers: { 'x-sim-key': KEY, 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const ask = async (world: string) => {
    const response = await fetch(`${base}/__sim/clock`, {
      headers: { 'x-sim-key': KEY, 'x-sim-world': world },
    });
    return { status: response.status, ...((await response.json()) as { error: number; message: string }) };
  };
  return {
    registry,
    create,
    ask,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('world limits', () => {
  it('reads SIM_MAX_WORLDS and SIM_WORLD_IDLE (64 and 2h by default), refusing bad values by name', () => {
    expect(new WorldRegistry({}).limits).toEqual({ maxWorlds: 64, idleMs: 7_200_000 });
    const configured = new WorldRegistry({ env: { SIM_MAX_WORLDS: '3', SIM_WORLD_IDLE: '30m' } });
    expect(configured.limits).toEqual({ maxWorlds: 3, idleMs: 1_800_000 });
    expect(new WorldRegistry({ env: { SIM_WORLD_IDLE: '0' } }).limits.idleMs).toBe(0);
    expect(() => readEnv({ SIM_WORLD_IDLE: 'soon' })).toThrow(/SIM_WORLD_IDLE: Expected 0 or a duration/);
    expect(() => readEnv({ SIM_MAX_WORLDS: '0' })).toThrow(/SIM_MAX_WORLDS/);
    expect(describeDuration(7_200_000)).toBe('2h');
    expect(describeDuration(90_000)).toBe('90s');
  });

  it('closes the least recently used world at the cap; a request to it is told the cap', async () => {
    const sim = await start({ maxWorlds: 2, idleMs: 0 });
    const first = await sim.create();
    const second = await sim.create();
    sim.advance(1000);
    expect((await sim.ask(first)).error).toBe(0);
    const third = await sim.create();
    expect(
      sim.registry
        .list()
        .map((world) => world.id)
        .sort(),
    ).toEqual([first, third].sort());
    const evicted = await sim.ask(second);
    expect(evicted.status).toBe(404);
    expect(evicted.error).toBe(ApiErrorCode.NOT_FOUND);
    expect(evicted.message).toMatch(
      new RegExp(`World ${second} was closed: 2 worlds were open \\(the cap, SIM_MAX_WORLDS\\)`),
    );
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
    expect((await sim.ask(used)).error).toBe(0);
    expect(sim.registry.list().map((world) => world.id)).toEqual([used]);
  });
});
