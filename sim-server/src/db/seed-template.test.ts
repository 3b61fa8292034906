import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSeedFileBytes } from '../modules/files/shared-seed-files';
import { migratedSchema, openDatabase, schemaOf } from './database';
import { seedDatabase } from './seed';
import {
  buildSeedTemplate,
  copyTemplate,
  openSeededCopy,
  openWorldCopy,
  restoreSeed,
  TIME_COLUMNS,
} from './seed-template';

const T0 = Date.UTC(2026, 10, 20, 9, 30, 15, 456);
const LATER = ((3 * 24 + 5) * 60 + 17) * 60_000 + 123;
const SITE = { siteName: 'Template Casino', siteDomain: 'template.example', seed: 7, gameCount: 120 };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table (sqlite_sequence and the migrations' table too) with each row's values and storage classes. */
function contents(sqlite: Database.Database): Record<string, unknown[][]> {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const out: Record<string, unknown[][]> = {
    sqlite_master: sqlite
      .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name')
      .raw()
      .all() as unknown[][],
  };
  for (const table of tables) {
    const columns = (sqlite.pragma(`table_info(${quote(table)})`) as Array<{ name: string }>).map((c) =>
      quote(c.name),
    );
    const list = columns.map((c) => `${c}, typeof(${c})`).join(', ');
    out[table] = sqlite
      .prepare(`SELECT ${list} FROM ${quote(table)} ORDER BY rowid`)
      .raw()
      .all() as unknown[][];
  }
  return out;
}

function freshSeed(now: number): Database.Database {
  const { db, sqlite } = openDatabase(':memory:');
  seedDatabase(db, now, SITE);
  return sqlite;
}

/** A template copy made at `now` against a fresh seed at `now`: every table, row by row, column by column. */
function expectEqualsFreshSeed(copy: Database.Database, now: number) {
  const fresh = freshSeed(now);
  try {
    const expected = contents(fresh);
    const actual = contents(copy);
    expect(Object.keys(actual)).toEqual(Object.keys(expected));
    for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
    // Not equal by accident: the seed's times are the copy's time, not the template's.
    const memberTimes = copy.prepare('SELECT DISTINCT create_time FROM members').pluck().all();
    expect(memberTimes).toEqual([now]);
  } finally {
    copy.close();
    fresh.close();
  }
}

/** An isolated world's database with its operator files' bytes put back, as its export holds it. */
function whole(world: Database.Database): Database.Database {
  const bytes = withSeedFileBytes(world.serialize());
  world.close();
  return new Database(bytes);
}

const copyAt = (templateTime: number, now: number) =>
  copyTemplate(buildSeedTemplate(SITE, templateTime), now).sqlite;

describe('seed template', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds the time columns in the schema', () => {
    expect(TIME_COLUMNS.get('members')).toEqual(['create_time']);
    expect(TIME_COLUMNS.get('deposit_orders')).toEqual([
      'resolve_at',
      'create_time',
      'update_time',
      'finish_time',
    ]);
    expect(TIME_COLUMNS.get('sessions')).toEqual([
      'create_time',
      'expire_time',
      'play_start',
      'replaced_time',
    ]);
    expect(TIME_COLUMNS.has('countries')).toBe(false);
  });

  it('a copy made later is exactly the database a fresh seed then gives', () => {
    expectEqualsFreshSeed(copyAt(T0, T0 + LATER), T0 + LATER);
  });

  it('a copy made earlier than the template is too', () => {
    const earlier = T0 - 400 * 24 * 60 * 60_000 - LATER;
    expectEqualsFreshSeed(copyAt(T0, earlier), earlier);
  });

  it('so is one made under fake timers set in the past, from the template the process seeded before', () => {
    openSeededCopy(SITE, Date.now()).sqlite.close();
    vi.useFakeTimers({ toFake: ['Date'], now: T0 - LATER });
    expectEqualsFreshSeed(openSeededCopy(SITE, Date.now()).sqlite, T0 - LATER);
  });

  it('a copy made at the template time is the template', () => {
    expectEqualsFreshSeed(copyAt(T0, T0), T0);
  });

  it("an isolated world's copy is the seed as of the start of its second, one shift shared by the second's worlds", () => {
    const now = T0 + LATER;
    const second = Math.floor(now / 1000) * 1000;
    const first = openWorldCopy(SITE, now);
    const sameSecond = openWorldCopy(SITE, second + 999);
    const nextSecond = openWorldCopy(SITE, second + 1000);
    try {
      expect(contents(sameSecond.sqlite)).toEqual(contents(first.sqlite));
      // Independent databases, though made from the same bytes.
      first.sqlite.prepare("UPDATE games SET name = 'changed'").run();
      expect(
        sameSecond.sqlite.prepare("SELECT count(*) FROM games WHERE name = 'changed'").pluck().get(),
      ).toBe(0);
      expectEqualsFreshSeed(whole(nextSecond.sqlite), second + 1000);
      expectEqualsFreshSeed(whole(openWorldCopy(SITE, now).sqlite), second);
    } finally {
      for (const copy of [first, sameSecond, nextSecond]) if (copy.sqlite.open) copy.sqlite.close();
    }
  });

  it("keeps an isolated world's operator files once for the process, not in its database (decision 062)", () => {
    const world = openWorldCopy(SITE, T0 + LATER).sqlite;
    const fresh = freshSeed(T0 + LATER);
    try {
      const operatorBytes = (sqlite: Database.Database) =>
        sqlite.prepare('SELECT sum(length(bytes)) FROM files WHERE member_id IS NULL').pluck().get();
      expect(operatorBytes(fresh)).toBeGreaterThan(100_000);
      expect(operatorBytes(world)).toBe(0);
      // Its pages shrink to match (VACUUMed), give or take pages' slack.
      const saved = Number(operatorBytes(fresh));
      expect(world.serialize().length).toBeLessThan(fresh.serialize().length - saved * 0.8);
      // The same rows otherwise: ids, names, sizes and hashes stay in the world's database.
      const rows = 'SELECT id, file_name, size, sha256 FROM files ORDER BY id';
      expect(world.prepare(rows).all()).toEqual(fresh.prepare(rows).all());
    } finally {
      world.close();
      fresh.close();
    }
  });

  it("adds rows, never schema: a world's database is the schema the migrations make (what an import is held to)", () => {
    const world = openWorldCopy(SITE, T0 + LATER);
    try {
      expect(schemaOf(world.sqlite)).toEqual(migratedSchema());
    } finally {
      world.sqlite.close();
    }
  });

  it('copies are independent in-memory databases, ready to use without migrations', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 - LATER });
    const a = openSeededCopy(SITE, Date.now());
    const b = openSeededCopy(SITE, Date.now() + 1);
    a.sqlite.prepare("UPDATE members SET city = 'Changed'").run();
    expect(b.sqlite.prepare("SELECT count(*) FROM members WHERE city = 'Changed'").pluck().get()).toBe(0);
    expect(a.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(b.sqlite.prepare('SELECT DISTINCT create_time FROM members').pluck().all()).toEqual([
      T0 - LATER + 1,
    ]);
    a.sqlite.close();
    b.sqlite.close();
  });

  it('restores the seed into an emptied open connection, ids and counters as a fresh seed', () => {
    const now = T0 + LATER;
    const target = freshSeed(T0);
    target
      .prepare("INSERT INTO news (member_id, message, type, create_time) VALUES (1, 'extra', 0, 1)")
      .run();
    const tables = target
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
      )
      .pluck()
      .all() as string[];
    target.transaction(() => {
      target.pragma('defer_foreign_keys = ON');
      for (const table of tables) target.prepare(`DELETE FROM ${quote(table)}`).run();
      target.prepare('DELETE FROM sqlite_sequence').run();
      restoreSeed(target, SITE, now);
    })();
    expectEqualsFreshSeed(target, now);
  });
});
