import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServedWorlds, serveWorlds } from '../testing/world-server';

/** One simulator as a farm replica (SIM_REPLICA, decision 058), or outside a farm. */
const KEY = 'test-control-key';
let served: ServedWorlds | undefined;

afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function start(replica?: string) {
  served = await serveWorlds({ app: { env: replica ? { SIM_REPLICA: replica } : {} }, controlKey: KEY });
  return served.base;
}

interface Envelope {
  error: number;
  message: string;
  data: { id: string } | null;
}

async function create(base: string, body: object, world?: string) {
  const response = await fetch(`${base}/__sim/worlds`, {
    method: 'POST',
    headers: {
      'x-sim-key': KEY,
      'content-type': 'application/json',
      ...(world ? { 'x-sim-world': world } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replica: response.headers.get('x-sim-replica'),
    ...((await response.json()) as Envelope),
  };
}

/** A sign-in of the seeded member, in a world or the default one. */
const signIn = (base: string, world?: string) =>
  fetch(`${base}/api/sys/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(world ? { 'x-sim-world': world } : {}) },
    body: JSON.stringify({ username: 'demo', password: 'Demo1234!', type: 'MEMBER' }),
  });

describe('a simulator as a farm replica', () => {
  it('names itself on every answer: the default world, world management, an unknown world', async () => {
    const base = await start('r2');
    const answers = await Promise.all([
      signIn(base),
      fetch(`${base}/__sim/worlds`, { headers: { 'x-sim-key': KEY } }),
      signIn(base, 'r2_gone'),
    ]);
    expect(answers.map((answer) => answer.headers.get('x-sim-replica'))).toEqual(['r2', 'r2', 'r2']);
  });

  it('makes a world under the id the client chose, named after the replica, and only so', async () => {
    const base = await start('r2');
    const made = await create(base, { id: 'w-abc' }, 'w-abc');
    expect(made).toMatchObject({ status: 201, replica: 'r2', data: { id: 'r2_w-abc' } });
    const config = await signIn(base, 'r2_w-abc');
    expect(config.status).toBe(200);

    expect(await create(base, { id: 'w-abc' }, 'w-abc')).toMatchObject({
      status: 409,
      error: ApiErrorCode.BUSINESS_RULE,
    });
    const unnamed = await create(base, {});
    expect(unnamed).toMatchObject({ status: 400, error: ApiErrorCode.VALIDATION_FAILED });
    expect(unnamed.message).toContain('replica r2');
    expect(await create(base, { id: 'w-x' }, 'w-y')).toMatchObject({ status: 400 });
    expect(await create(base, { id: 'w-x' })).toMatchObject({ status: 400 });
    expect(await create(base, { id: 'r1_w-x' }, 'r1_w-x')).toMatchObject({ status: 400 });
    expect(await create(base, { id: 'default' }, 'default')).toMatchObject({ status: 400 });
  });

  it('answers a world of another replica as lost with it, never as a new empty world', async () => {
    const base = await start('r2');
    const api = await signIn(base, 'r3_w-abc');
    expect(api.status).toBe(410);
    const body = (await api.json()) as Envelope;
    expect(body.error).toBe(ApiErrorCode.GONE);
    expect(body.message).toContain('World r3_w-abc was lost with replica r3');
    const control = await fetch(`${base}/__sim/clock`, {
      headers: { 'x-sim-key': KEY, cookie: 'sim_world=r3_w-abc' },
    });
    expect(control.status).toBe(410);
    const closed = await fetch(`${base}/__sim/worlds/r3_w-abc`, {
      method: 'DELETE',
      headers: { 'x-sim-key': KEY },
    });
    expect(closed.status).toBe(410);
    // Its own unknown worlds, and ids made outside a farm, stay plain unknown worlds.
    for (const id of ['r2_w-abc', 'w-abc']) expect((await signIn(base, id)).status).toBe(404);
    expect((await signIn(base)).status).toBe(200);
  });

  it('outside a farm: no replica header, a chosen id kept as it is, a random one otherwise', async () => {
    const base = await start();
    const chosen = await create(base, { id: 'qa-1' }, 'qa-1');
    expect(chosen).toMatchObject({ status: 201, replica: null, data: { id: 'qa-1' } });
    expect((await create(base, {})).data?.id).toMatch(/^w-[0-9a-f]{12}$/);
    const lost = await signIn(base, 'r3_w-abc');
    expect(lost.status).toBe(404);
  });
});
