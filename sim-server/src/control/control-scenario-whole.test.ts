import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp } from '../testing/test-app';
import { WorldRegistry } from '../worlds/world-registry';
import { control } from './control-test-support';

/**
 * A scenario is applied all or nothing (one refused at `withdrawals.9` had once left its
 * member and 10 withdrawals): refused late, after members, settings, rules, an open order and
 * ten withdrawals were written, it leaves the world exactly as it was.
 */
const LATE_REFUSAL = {
  description: 'Everything is fine until the eleventh withdrawal, which is more than the balance',
  members: [
    {
      username: 'qa-late',
      password: 'Late1234!',
      cashBalance: 1000,
      credited: true,
      documents: ['idcard', 'payment'],
    },
  ],
  settings: { accessPolicy: { status: 0, url: 'https://elsewhere.example' } },
  rules: [
    { target: 'withdrawal', method: '*', username: 'qa-late', outcome: 'never', count: 20 },
    { target: 'deposit', method: 'CATTL', outcome: 'failed' },
  ],
  depositOrders: [{ username: 'qa-late', method: 'CASH', amount: 50 }],
  withdrawals: [
    ...Array.from({ length: 10 }, () => ({ username: 'qa-late', amount: 50 })),
    { username: 'qa-late', amount: 1_000_000 },
  ],
  clock: { advance: '2h' },
  faults: [{ pathPattern: '/api/sys/game/all', http500: true }],
};

/**
 * Every table's rows, the rules, faults and the clock of the world this runs in: what "changes
 * nothing" means.
 */
async function worldState(app: FastifyInstance) {
  const tables = app.sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ name: string }>;
  const rows = Object.fromEntries(
    tables.map(({ name }) => [name, app.sqlite.prepare(`SELECT * FROM "${name}"`).all()]),
  );
  return {
    rows,
    rules: (await control(app, 'GET', '/rules')).data,
    faults: (await control(app, 'GET', '/faults')).data,
    clockOffset: app.clock.offset(),
  };
}

/** The app's own world's state (see worldState). */
const stateOf = (app: FastifyInstance) => app.worlds.runOwn(() => worldState(app));

/** Members, money and orders (the bonus jobs of a world left running write their own marks). */
async function moneyOf(app: FastifyInstance) {
  const { rows, rules } = await worldState(app);
  const { members, ledger_entries, withdrawals, deposit_orders, settings } = rows;
  return { members, ledger_entries, withdrawals, deposit_orders, settings, rules };
}

/** A world with a rule of its own, one it already had before the scenario came. */
async function worldWithARule(options: Parameters<typeof createTestApp>[0] = {}) {
  const app = await createTestApp(options);
  const rule = await control(app, 'POST', '/rules', {
    target: 'withdrawal',
    method: '*',
    outcome: 'rejected',
    count: 2,
  });
  expect(rule.status).toBe(201);
  return app;
}

async function scenarioFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'qa-late-'));
  await writeFile(join(dir, 'late-refusal.json'), JSON.stringify(LATE_REFUSAL));
  return dir;
}

describe('a scenario refused late changes nothing', () => {
  it('applied inline', async () => {
    const app = await worldWithARule();
    const before = await stateOf(app);
    const refused = await control(app, 'POST', '/scenarios/apply', { scenario: LATE_REFUSAL });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^withdrawals\.10: /);
    expect(await stateOf(app)).toEqual(before);
    expect((await control(app, 'GET', '/members/qa-late')).status).toBe(404);
    // The world still takes a scenario that fits: nothing of the refused one stayed in the way.
    const fits = { ...LATE_REFUSAL, withdrawals: LATE_REFUSAL.withdrawals.slice(0, 10) };
    expect((await control(app, 'POST', '/scenarios/apply', { scenario: fits })).status).toBe(200);
    expect((await control(app, 'GET', '/members/qa-late')).data).toMatchObject({ cashBalance: 500 });
  });

  it('a fault whose pattern matches no call is refused before anything is written, naming it', async () => {
    const app = await worldWithARule();
    const before = await stateOf(app);
    const stray = {
      ...LATE_REFUSAL,
      withdrawals: [],
      faults: [{ pathPattern: '/api/sys/nothing/**', drop: true }],
    };
    const refused = await control(app, 'POST', '/scenarios/apply', { scenario: stray });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(
      /^faults\.0\.pathPattern: \/api\/sys\/nothing\/\*\* matches no \/api call/,
    );
    expect(await stateOf(app)).toEqual(before);
  });

  it('one at a time: while another is being applied (its transaction open), a scenario is refused', async () => {
    const app = await createTestApp();
    const other = {
      description: 'Another member',
      members: [{ username: 'qa-other', password: 'Other1234!' }],
    };
    // Stands for a scenario that waits for its orders' calls in its transaction.
    const { sqlite } = ownWorld(app);
    sqlite.exec('BEGIN');
    const refused = await control(app, 'POST', '/scenarios/apply', { scenario: other });
    sqlite.exec('ROLLBACK');
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/Another scenario is being applied/);
    expect((await control(app, 'GET', '/members/qa-other')).status).toBe(404);
    expect((await control(app, 'POST', '/scenarios/apply', { scenario: other })).status).toBe(200);
  });

  it('loaded by name from a scenario folder', async () => {
    const app = await worldWithARule({ env: { SIM_SCENARIO_DIRS: await scenarioFolder() } });
    const before = await stateOf(app);
    const refused = await control(app, 'POST', '/scenario', { name: 'late-refusal' });
    expect(refused.message).toMatch(/^withdrawals\.10: /);
    expect(await stateOf(app)).toEqual(before);
    // A reset with it is checked before anything is wiped.
    expect((await control(app, 'POST', '/reset', { scenario: 'late-refusal' })).status).toBe(400);
    expect(await stateOf(app)).toEqual(before);
  });

  describe('a new world made from it', () => {
    let registry: WorldRegistry | undefined;
    afterEach(async () => registry?.closeAll());

    it('is not made, and the other worlds are untouched', async () => {
      const worlds = await WorldRegistry.withOwnApp({
        validateAnswers: true,
        env: { SIM_SCENARIO_DIRS: await scenarioFolder() },
      });
      registry = worlds;
      const other = await worlds.create();
      const before = await worlds.run(other, () => moneyOf(worlds.app));
      await expect(worlds.create('late-refusal')).rejects.toThrow(/withdrawals\.10: /);
      expect(worlds.list().map((world) => world.id)).toEqual([other.id]);
      expect(await worlds.run(other, () => moneyOf(worlds.app))).toEqual(before);
    });
  });
});
