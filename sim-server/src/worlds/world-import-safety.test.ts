import { createHash } from 'node:crypto';
import { createControlClient } from '@casino/contracts/control/client';
import type { WorldSnapshot } from '@casino/contracts/control/worlds';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedWorlds, serveWorlds } from '../testing/world-server';

/**
 * World files travel with bug reports: importing someone's file must never run anything of
 * theirs or change money. Each file below is a real export with one thing planted and its
 * SHA-256 fixed, as an attacker would; each is refused with 400 naming what was found, and
 * nothing changes: no world is made, and signing in anywhere credits nothing.
 */

const KEY = 'local-qa-key';
let sim: ServedWorlds;
let file: WorldSnapshot;

/** The export with `sql` run on its database, its checksum made to match again. */
function planted(sql: string): WorldSnapshot {
  const database = new Database(Buffer.from(file.database.data, 'base64'));
  let bytes: Buffer;
  try {
    database.exec(sql);
    bytes = database.serialize();
  } finally {
    database.close();
  }
  return {
    ...file,
    database: {
      ...file.database,
      data: bytes.toString('base64'),
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}

async function importFile(body: WorldSnapshot) {
  const response = await fetch(`${sim.base}/__sim/worlds/import`, {
    method: 'POST',
    headers: { 'x-sim-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as { error: number; message: string }) };
}

/** Signs demo in (in `world`, or the default world) and answers its cash balance. */
async function balanceAfterSignIn(world?: string): Promise<number> {
  const response = await fetch(`${sim.base}/api/sys/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(world ? { 'x-sim-world': world } : {}) },
    body: JSON.stringify({ username: 'demo', password: 'Demo1234!', type: 'MEMBER' }),
  });
  const envelope = (await response.json()) as { error: number; data: { availableBalance: number } };
  expect(envelope.error).toBe(0);
  return envelope.data.availableBalance;
}

beforeAll(async () => {
  sim = await serveWorlds({ limits: { idleMs: 0 } });
  const control = createControlClient({ baseUrl: sim.base, key: KEY });
  const { id } = await control.call('createWorld', {});
  file = await control.call('exportWorld', { id });
});

afterAll(() => sim.close());

const PLANTED_TRIGGER = `CREATE TRIGGER planted AFTER INSERT ON sessions BEGIN
  UPDATE members SET cash_balance = 987654; END;`;

describe('an imported world file is data: its schema is the migrations’, and it carries no code', () => {
  it('takes an unchanged export (the files below differ from it by what is planted alone)', async () => {
    const imported = await importFile(planted('SELECT 1'));
    expect(imported.status, imported.message).toBe(201);
    expect(await balanceAfterSignIn((imported as unknown as { data: { id: string } }).data.id)).toBe(
      await balanceAfterSignIn(),
    );
  });

  it.each([
    [
      'a trigger that credits whoever signs in',
      PLANTED_TRIGGER,
      /trigger "planted" on sessions the migrations do not make/,
    ],
    ['a view', 'CREATE VIEW rich AS SELECT * FROM members', /view "rich" the migrations do not make/],
    ['an extra table', 'CREATE TABLE notes (body TEXT)', /table "notes" the migrations do not make/],
    ['an extra index', 'CREATE INDEX by_balance ON members (cash_balance)', /index "by_balance" on members/],
    [
      'an unknown schema version',
      'PRAGMA user_version = 999',
      /user_version 999 \(this simulator's schema is version 0\)/,
    ],
    [
      'a table defined otherwise (a default that moves money)',
      'DROP TABLE captchas; CREATE TABLE captchas (ticket TEXT PRIMARY KEY, answer TEXT, expire_time INTEGER)',
      /table "captchas" defined otherwise than the migrations define it/,
    ],
    [
      'a script setting of its own, which the app would run',
      `UPDATE settings SET value = '"fetch(\\\\"/__sim/members/demo\\\\")"' WHERE name = 'fbAdsScript'`,
      /it carries code the app would run: a fbAdsScript setting of its own/,
    ],
  ])('refuses %s with 400 naming it, and changes nothing', async (_what, sql, named) => {
    const worlds = sim.registry.list().length;
    const refused = await importFile(planted(sql));
    expect(refused.status, refused.message).toBe(400);
    expect(refused.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(refused.message).toMatch(/^A world export refused: /);
    expect(refused.message).toMatch(named);
    expect(refused.message).toMatch(/Nothing was imported and no world was made/);
    expect(sim.registry.list()).toHaveLength(worlds);
  });

  it('refuses an override that would hand the app a script, and credits nobody', async () => {
    const override = {
      id: 1,
      path: '/sys/sysSetting/*',
      match: null,
      remaining: null,
      hits: 0,
      envelope: { error: 0, message: 'success', data: 'alert(1)' },
      patch: null,
      allowInvalid: true,
      calls: ['/sys/sysSetting/acquire'],
    };
    const refused = await importFile({ ...file, overrides: { entries: [override], nextId: 2 } });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(
      /override 1 on \/sys\/sysSetting\/\*, which answers \/sys\/sysSetting\/acquire/,
    );
    expect(await balanceAfterSignIn()).toBeLessThan(9876.54);
  });
});
