import { SEED_VERSION } from '@casino/fixtures';
import Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { shareSeedFiles } from '../modules/files/shared-seed-files';
import { type OpenedDatabase, openDatabase, useConnection } from './database';
import * as schema from './schema/index';
import { resolveSeedSite, type SeedSite, seedDatabase } from './seed';

/**
 * Seed once, copy many. Seeding costs tens of milliseconds (about 200 ms the first time in a
 * process: the seeded members' scrypt hashes), and every in-memory database wants it: each test
 * app, each isolated world, each world reset. So each process seeds one in-memory database per
 * seed options at some time T0 and keeps its bytes; a copy is those bytes deserialized (no
 * migrations, no seeding) with every time column moved by (T1 - T0), which gives exactly the
 * rows a seed at T1 gives (seed-template.test.ts compares every table).
 */
export interface SeedTemplate {
  bytes: Buffer;
  /** The seed's `now` (T0). */
  seededAt: number;
  /** One UPDATE per template table holding times, moving them by `@delta`. */
  shifts: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The time columns of each table, read from the drizzle schema: epoch-ms integers, named
 * `*_time`, `*_at` or `*_start` (sessions.play_start).
 */
export const TIME_COLUMNS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is SQLiteTable => is(value, SQLiteTable))
    .map((table) => getTableConfig(table))
    .map(({ name, columns }): [string, string[]] => [
      name,
      columns
        .filter((column) => column.getSQLType() === 'integer' && /_(time|at|start)$/.test(column.name))
        .map((column) => column.name),
    ])
    .filter(([, columns]) => columns.length > 0),
);

/** Seeds a new in-memory database at `now` and keeps its bytes. */
export function buildSeedTemplate(site: Partial<SeedSite>, now: number): SeedTemplate {
  const { db, sqlite } = openDatabase(':memory:');
  try {
    seedDatabase(db, now, site);
    const shifts = [...TIME_COLUMNS]
      .filter(([table]) => sqlite.prepare(`SELECT 1 FROM ${quote(table)} LIMIT 1`).get() !== undefined)
      .map(
        ([table, columns]) =>
          `UPDATE ${quote(table)} SET ${columns.map((c) => `${quote(c)} = ${quote(c)} + @delta`).join(', ')}`,
      );
    return { bytes: sqlite.serialize(), seededAt: now, shifts };
  } finally {
    sqlite.close();
  }
}

/** A new in-memory database holding the template's seed as a seed at `now` would have made it. */
export function copyTemplate(template: SeedTemplate, now: number): OpenedDatabase {
  const opened = useConnection(new Database(template.bytes), ':memory:');
  const delta = now - template.seededAt;
  if (delta !== 0) {
    const { sqlite } = opened;
    sqlite.transaction(() => {
      for (const shift of template.shifts) sqlite.prepare(shift).run({ delta });
    })();
    // The shift read every page into the page cache, beside the deserialized image that holds
    // them too: drop those copies (about 0.7 MB a world).
    sqlite.pragma('shrink_memory');
  }
  return opened;
}

/** This process's templates by seed options (and seed version). */
const templates = new Map<string, SeedTemplate>();

/** The process's template for these options, seeded (at `now`) on first use. */
export function seedTemplateFor(site: Partial<SeedSite>, now: number): SeedTemplate {
  const resolved = resolveSeedSite(site);
  const key = JSON.stringify([
    SEED_VERSION,
    resolved.siteName,
    resolved.siteDomain,
    resolved.seed,
    resolved.gameCount,
  ]);
  let template = templates.get(key);
  if (!template) {
    template = buildSeedTemplate(resolved, now);
    templates.set(key, template);
  }
  return template;
}

/** A freshly seeded in-memory database as of `now`: what openDatabase(':memory:') + seedDatabase give. */
export function openSeededCopy(site: Partial<SeedSite>, now: number): OpenedDatabase {
  return copyTemplate(seedTemplateFor(site, now), now);
}

/**
 * The template isolated worlds copy: the seed template with its operator files' bytes kept once
 * for the process (shared-seed-files.ts, decision 062), the database made smaller to match.
 */
const worldTemplates = new WeakMap<SeedTemplate, SeedTemplate>();

function worldTemplateOf(template: SeedTemplate): SeedTemplate {
  let thin = worldTemplates.get(template);
  if (!thin) {
    const sqlite = new Database(template.bytes);
    try {
      shareSeedFiles(sqlite);
      sqlite.exec('VACUUM');
      thin = { ...template, bytes: sqlite.serialize() };
    } finally {
      sqlite.close();
    }
    worldTemplates.set(template, thin);
  }
  return thin;
}

/** Each world template moved to the start of the second a world last asked for it (its bytes). */
const rebased = new WeakMap<SeedTemplate, { second: number; bytes: Buffer }>();

/**
 * An isolated world's database (decision 059): the seed as of the start of the second `now` falls
 * in, not of its millisecond. The template is moved once per second that makes worlds and each
 * world of that second is a plain copy of those bytes: a burst of 50 worlds pays one time shift,
 * not 50 (the shift and the page cache it fills were two thirds of a world's creation). A world's
 * seeded rows are thus up to a second older than its clock at creation, which nothing can tell
 * from a seed made a second earlier. Its operator files' bytes are the process's (decision 062).
 */
export function openWorldCopy(site: Partial<SeedSite>, now: number): OpenedDatabase {
  const template = worldTemplateOf(seedTemplateFor(site, now));
  const second = Math.floor(now / 1000) * 1000;
  let moved = rebased.get(template);
  if (moved?.second !== second) {
    const { sqlite } = copyTemplate(template, second);
    try {
      moved = { second, bytes: sqlite.serialize() };
    } finally {
      sqlite.close();
    }
    rebased.set(template, moved);
  }
  return useConnection(new Database(moved.bytes), ':memory:');
}

/** Every row of a query, as arrays, integers as BigInt. */
const rawRows = (sqlite: Database.Database, query: string) =>
  sqlite.prepare(query).safeIntegers().raw().all() as unknown[][];

/**
 * Fills the emptied database of `target` with the seed as of `now` (a world reset), inside the
 * caller's transaction: the rows of a template copy, then its AUTOINCREMENT counters, so ids
 * continue as in a fresh seed. Integers are read as BigInt so each value keeps its storage class
 * (sqlite_sequence's untyped column would store a JS number as a real).
 */
export function restoreSeed(target: Database.Database, site: Partial<SeedSite>, now: number): void {
  const { sqlite: copy } = openSeededCopy(site, now);
  try {
    const tables = copy
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
      )
      .pluck()
      .all() as string[];
    for (const table of tables) {
      const rows = rawRows(copy, `SELECT * FROM ${quote(table)}`);
      const width = rows[0]?.length;
      if (!width) continue;
      const insert = target.prepare(
        `INSERT INTO ${quote(table)} VALUES (${Array(width).fill('?').join(', ')})`,
      );
      for (const row of rows) insert.run(row);
    }
    target.prepare('DELETE FROM sqlite_sequence').run();
    const insertSequence = target.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)');
    for (const row of rawRows(copy, 'SELECT name, seq FROM sqlite_sequence')) insertSequence.run(row);
  } finally {
    copy.close();
  }
}
