import { createControlClient } from '@casino/contracts/control/client';
import { type WorldSnapshot, worldSnapshotSchema } from '@casino/contracts/control/worlds';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWorlds } from '../testing/world-server';

const KEY = 'local-qa-key';
const closers: Array<() => Promise<unknown>> = [];

/** One simulator: a dispatcher over its own registry, on a loopback port, as server.ts makes it. */
async function simulator() {
  const { base, registry, close } = await serveWorlds({ limits: { idleMs: 0 } });
  closers.push(close);
  const control = (world: string | null = null) =>
    createControlClient({ baseUrl: base, key: KEY, world: () => world });
  const importFile = async (body: string) => {
    const response = await fetch(`${base}/__sim/worlds/import`, {
      method: 'POST',
      headers: { 'x-sim-key': KEY, 'content-type': 'application/json' },
      body,
    });
    return {
      status: response.status,
      ...((await response.json()) as { error: number; message: string; data: unknown }),
    };
  };
  return { base, registry, control, importFile };
}

type Sim = Awaited<ReturnType<typeof simulator>>;

/** Signs demo in within a world and answers its token. */
async function signIn(base: string, world: string): Promise<string> {
  const response = await fetch(`${base}/api/sys/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-world': world },
    body: JSON.stringify({ username: 'demo', password: 'Demo1234!', type: 'MEMBER' }),
  });
  const envelope = (await response.json()) as { error: number; data: { token: string } };
  expect(envelope.error).toBe(0);
  return envelope.data.token;
}

const tokenWorks = async (base: string, world: string, token: string) =>
  (
    (await (
      await fetch(`${base}/api/sys/auth/token/info`, {
        method: 'POST',
        headers: { authorization: token, 'x-sim-world': world },
      })
    ).json()) as { error: number }
  ).error;

/** What a world answers QA: balances, rules, faults, overrides and the clock (to the second). */
async function stateOf(sim: Sim, world: string) {
  const control = sim.control(world);
  const clock = await control.call('getClock', {});
  return {
    member: await control.call('readMember', { idOrUsername: 'demo' }),
    rules: await control.call('listRules', {}),
    faults: await control.call('listFaults', {}),
    overrides: await control.call('listOverrides', {}),
    settings: await control.call('listSettings', {}),
    clockSecond: Math.floor(clock.epochMs / 1000),
  };
}

let here: Sim;
let there: Sim;
let world: string;
let file: WorldSnapshot;
let token: string;

beforeAll(async () => {
  [here, there] = await Promise.all([simulator(), simulator()]);
  world = (await here.control().call('createWorld', {})).id;
  const control = here.control(world);
  await control.call('changeMember', { idOrUsername: 'demo', cashBalance: 4321.5 });
  await control.call('addRule', { target: 'deposit', method: 'CASH', count: 2, outcome: 'failed' });
  await control.call('addFault', { pathPattern: '/sys/promotion/*', latencyMs: 10, count: 3 });
  await control.call('addOverride', {
    path: '/sys/game/all',
    envelope: { error: 1000, message: 'Closed for the test' },
  });
  await control.call('writeSetting', { name: 'chatAvailable', value: false });
  await control.call('changeClock', { set: '2027-03-04T05:06:07.000Z' });
  // Signed in on the moved clock, so the session is alive when the copy is asked.
  token = await signIn(here.base, world);
  // The lobby's list twice: the second answer is the kept one, held by the journal as bytes.
  // Each read whole: the journal keeps a call once its answer is sent, which a page left
  // unread (52 KB) may not be before the export is asked.
  for (let read = 0; read < 2; read++) {
    const list = await fetch(`${here.base}/api/base/game/listPage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-world': world },
      body: JSON.stringify({ enabled: 1, totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 300 }),
    });
    await list.text();
  }
  file = await here.control().call('exportWorld', { id: world, journal: 'true' });
});

afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('moved worlds', () => {
  it('exports a world as one versioned file, its database checked by SHA-256', async () => {
    expect(worldSnapshotSchema.parse(file).version).toBe(1);
    expect(file).toMatchObject({ format: 'casino-sim-world', world: { id: world, scenario: null } });
    expect(file.clock.now.startsWith('2027-03-04T05:06:0')).toBe(true);
    expect(file.journal?.entries.some((entry) => entry.path === '/api/sys/auth/login')).toBe(true);
    // Answers as the journal shows them (the list's first 50 games), not the bytes they were kept as.
    const lists = file.journal?.entries.filter((entry) => entry.path === '/api/base/game/listPage');
    expect(lists).toHaveLength(2);
    for (const list of lists ?? []) {
      expect(list.answer).toMatchObject({ number: 1, size: 300, totalElements: expect.any(Number) });
      expect((list.answer as { content: unknown[] }).content).toHaveLength(50);
    }
    const bare = await here.control().call('exportWorld', { id: world });
    expect(bare.journal).toBeNull();
    const response = await fetch(`${here.base}/__sim/worlds/${world}/export`, {
      headers: { 'x-sim-key': KEY },
    });
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${world}.world.json"`);
  });

  it('imports it into another simulator: same balances, rules, faults, overrides, settings, clock and sessions', async () => {
    const importedAt = Date.now();
    const moved = await there.control().call('importWorld', file);
    expect(moved.id).not.toBe(world);
    expect(moved.cookie).toBe(`sim_world=${moved.id}`);
    const [original, copy] = [await stateOf(here, world), await stateOf(there, moved.id)];
    // The copy resumes at the export's time and runs on from its import; the original ran on from
    // the export, so comparing the two would measure how long the suite took in between.
    const exportedSecond = Math.floor(Date.parse(file.clock.now) / 1000);
    const sinceImport = Math.ceil((Date.now() - importedAt) / 1000);
    expect(copy.member.cashBalance).toBe(4321.5);
    expect(copy.rules).toHaveLength(1);
    expect(copy.faults).toHaveLength(1);
    expect(copy.overrides).toHaveLength(1);
    expect(copy.settings).toContainEqual({ name: 'chatAvailable', value: false });
    expect(copy.clockSecond).toBeGreaterThanOrEqual(exportedSecond);
    expect(copy.clockSecond).toBeLessThanOrEqual(exportedSecond + sinceImport + 1);
    expect({ ...copy, clockSecond: 0 }).toEqual({ ...original, clockSecond: 0 });
    expect(await tokenWorks(here.base, world, token)).toBe(0);
    expect(await tokenWorks(there.base, moved.id, token)).toBe(0);
    const journal = await there.control(moved.id).call('listJournal', { path: '/sys/auth/login' });
    expect(journal).toHaveLength(1);
  });

  it('takes the whole export envelope as the file too (curl .../export > w.json)', async () => {
    const response = await fetch(`${here.base}/__sim/worlds/${world}/export`, {
      headers: { 'x-sim-key': KEY },
    });
    const moved = await there.importFile(await response.text());
    expect(moved.status).toBe(201);
    expect(moved.error).toBe(0);
  });

  it('forks a world: the fork changes without changing its original', async () => {
    const fork = await here.control().call('forkWorld', { id: world });
    expect(fork.id).not.toBe(world);
    const before = await stateOf(here, world);
    const forked = here.control(fork.id);
    expect((await forked.call('readMember', { idOrUsername: 'demo' })).cashBalance).toBe(4321.5);
    await forked.call('changeMember', { idOrUsername: 'demo', cashBalance: 7 });
    await forked.call('removeAllRules', {});
    await forked.call('addFault', { pathPattern: '/sys/game/*', http500: true });
    await forked.call('changeClock', { advance: '3d' });
    expect((await forked.call('readMember', { idOrUsername: 'demo' })).cashBalance).toBe(7);
    const after = await stateOf(here, world);
    expect({ ...after, clockSecond: 0 }).toEqual({ ...before, clockSecond: 0 });
    expect(after.clockSecond - before.clockSecond).toBeLessThan(60);
    const unknown = await here.control().send('forkWorld', { id: 'w-never' });
    expect(unknown.status).toBe(404);
    const fixed = await here.control().send('exportWorld', { id: 'default' });
    expect(fixed.status).toBe(404);
    expect(fixed.envelope.message).toMatch(/^The default world lives on SIM_DATA_DIR/);
  });

  it('answers a wrong method on the new paths with 405 and what they take', async () => {
    for (const [method, path, allow] of [
      ['POST', `/__sim/worlds/${world}/export`, 'GET'],
      ['GET', `/__sim/worlds/${world}/fork`, 'POST'],
      ['GET', '/__sim/worlds/import', 'POST'],
    ] as const) {
      const response = await fetch(`${here.base}${path}`, { method, headers: { 'x-sim-key': KEY } });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
    }
  });

  it('refuses a wrong, damaged or newer file with 400 naming the problem, and makes no world', async () => {
    const count = there.registry.list().length;
    const database = Buffer.from(file.database.data, 'base64');
    const flipped = Buffer.from(database);
    flipped.write('garbage!', 4096);
    const cases: Array<[string, RegExp]> = [
      ['{"hello":"world"}', /^Not a world export: format: .*"casino-sim-world"/],
      [
        JSON.stringify({ ...file, version: 2 }),
        /newer world export than this simulator reads \(up to version 1\)/,
      ],
      [
        JSON.stringify({ ...file, database: { ...file.database, data: file.database.data.slice(0, -400) } }),
        /^A damaged world export: its database does not match its SHA-256/,
      ],
      [
        JSON.stringify({
          ...file,
          database: {
            ...file.database,
            data: Buffer.from('not a database at all').toString('base64'),
            bytes: 21,
            sha256: (await import('node:crypto'))
              .createHash('sha256')
              .update('not a database at all')
              .digest('hex'),
          },
        }),
        /^A world export this simulator cannot open: the database is not readable SQLite/,
      ],
      [
        JSON.stringify({ ...file, rules: { entries: [{ id: 'x' }], nextId: 1 } }),
        /^A damaged world export: rules\.entries\.0/,
      ],
      [
        JSON.stringify({ ...file, rules: { ...file.rules, nextId: 1 } }),
        /^A damaged world export: rules\.nextId: nextId must be above the id of every entry/,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await there.importFile(body);
      expect(refused.status, body.slice(0, 60)).toBe(400);
      expect(refused.error).toBe(ApiErrorCode.VALIDATION_FAILED);
      expect(refused.message).toMatch(message);
    }
    const notJson = await there.importFile('PK\u0003\u0004 a zip file');
    expect(notJson.status).toBe(422);
    expect(notJson.message).toMatch(/^Malformed JSON body/);
    expect(there.registry.list()).toHaveLength(count);
  });

  // Last: the import test above compares the copy's clock with the original's, which runs on since the export.
  it("serves a world's seeded covers from the bytes its process keeps once, and its export carries them (decision 062)", async () => {
    const post = (path: string, body: object, world?: string) =>
      fetch(`${here.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(world ? { 'x-sim-world': world } : {}) },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ data: { content: Array<{ cover: number }> } }>);
    const page = await post('/api/base/game/listPage', { pageNum: 1, pageSize: 3 }, world);
    const cover = page.data.content[0]?.cover;
    const image = (world?: string) =>
      fetch(`${here.base}/api/sys/file/get?id=${cover}`, { headers: world ? { 'x-sim-world': world } : {} });
    const inWorld = await image(world);
    expect(inWorld.status).toBe(200);
    expect(inWorld.headers.get('content-type')).toBe('image/svg+xml');
    // The default world's database holds its own copy of the same cover.
    expect(await inWorld.text()).toBe(await (await image()).text());

    const database = new Database(Buffer.from(file.database.data, 'base64'));
    try {
      expect(database.prepare('SELECT count(*) FROM files WHERE length(bytes) = 0').pluck().get()).toBe(0);
      expect(database.prepare('SELECT count(*) FROM files').pluck().get()).toBeGreaterThan(10);
    } finally {
      database.close();
    }
  });
});
