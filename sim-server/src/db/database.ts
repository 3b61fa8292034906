import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { SimDatabase } from './db-types';
import { createQuerySet } from './prepared';

export type { SimDatabase, SimDb, SimTransaction } from './db-types';

export interface OpenedDatabase {
  db: SimDatabase;
  sqlite: Database.Database;
  /** Path of the database file, or ':memory:'. */
  location: string;
}

// Not `new URL('./migrations', import.meta.url)`: Vite rewrites that form into an asset import
// when web component tests load the simulator.
const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
export const DATABASE_FILE_NAME = 'casino-sim.db';

const hasMigrationsTable = (sqlite: Database.Database) =>
  sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get() !== undefined;

/** The hashes of the migrations a database records as applied, and this simulator's, in order. */
function migrationHashes(sqlite: Database.Database): { applied: string[]; current: string[] } {
  const applied = sqlite
    .prepare('SELECT hash FROM __drizzle_migrations ORDER BY created_at')
    .pluck()
    .all() as string[];
  return { applied, current: readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((file) => file.hash) };
}

/**
 * Whether the file was made by migrations that are no longer the checked-in ones. Until the
 * first release the schema lives in one regenerated `0000_init` migration (decision 010), so a
 * data folder kept from an older checkout cannot be migrated forward.
 */
function madeByOtherMigrations(sqlite: Database.Database): boolean {
  if (!hasMigrationsTable(sqlite)) return false;
  const { applied, current } = migrationHashes(sqlite);
  return applied.some((hash, index) => current[index] !== hash);
}

/** What a database's schema is made of: every sqlite_master row and the header's versions. */
export interface DatabaseSchema {
  /** `type name` → its CREATE statement (null for SQLite's own automatic indexes). */
  objects: ReadonlyMap<string, { type: string; name: string; table: string; sql: string | null }>;
  userVersion: number;
  applicationId: number;
}

/** The schema of an open database, read from sqlite_master and the header (runs nothing of it). */
export function schemaOf(sqlite: Database.Database): DatabaseSchema {
  const rows = sqlite.prepare('SELECT type, name, tbl_name AS "table", sql FROM sqlite_master').all() as {
    type: string;
    name: string;
    table: string;
    sql: string | null;
  }[];
  return {
    objects: new Map(rows.map((row) => [`${row.type} ${row.name}`, row])),
    userVersion: Number(sqlite.pragma('user_version', { simple: true })),
    applicationId: Number(sqlite.pragma('application_id', { simple: true })),
  };
}

let migrationsSchema: DatabaseSchema | undefined;

/**
 * The schema this simulator's migrations make, read from a fresh migrated database once per
 * process: what every seed template and world starts as (seeding adds rows, never schema;
 * seed-template.test.ts holds it). An imported world's database is compared with it.
 */
export function migratedSchema(): DatabaseSchema {
  if (!migrationsSchema) {
    const { sqlite } = openDatabase(':memory:');
    try {
      migrationsSchema = schemaOf(sqlite);
    } finally {
      sqlite.close();
    }
  }
  return migrationsSchema;
}

/** Whether the migrations recorded in the file are this simulator's, all of them, in order. */
function madeByTheseMigrations(sqlite: Database.Database): boolean {
  const { applied, current } = migrationHashes(sqlite);
  return applied.length === current.length && applied.every((hash, index) => current[index] === hash);
}

/**
 * Why an exported world's database bytes cannot be a world: `unreadable` when they are not
 * SQLite, damaged or made by other migrations; `refused` when `inspect` finds what a world may
 * not hold. Null when they can be one.
 */
export type ImageVerdict = { unreadable: string } | { refused: string } | null;

/**
 * Opens an exported world's database bytes to judge them, and only to judge them: read-only
 * (better-sqlite3 also keeps SQLite's defensive mode on), and nothing but sqlite_master, pragmas
 * and plain SELECTs runs on it, so no trigger or view of the file fires while it is judged.
 */
export function judgeImage(
  bytes: Buffer,
  inspect: (sqlite: Database.Database) => string | null,
): ImageVerdict {
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(bytes, { readonly: true });
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') return { unreadable: `the database is damaged (${String(check)})` };
    if (!hasMigrationsTable(sqlite))
      return { unreadable: 'the database is not a simulator database (no migrations table)' };
    if (!madeByTheseMigrations(sqlite))
      return { unreadable: "the database was made by another version of the simulator's schema" };
    const refused = inspect(sqlite);
    return refused === null ? null : { refused };
  } catch (error) {
    return { unreadable: `the database is not readable SQLite (${(error as Error).message})` };
  } finally {
    sqlite?.close();
  }
}

/** Moves a stale database file (and its WAL files) aside, keeping it for whoever wants it. */
function setAside(location: string): string {
  const kept = `${location}.stale-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(location + suffix)) renameSync(location + suffix, kept + suffix);
  return kept;
}

/** Why a kept file cannot be used, or null when it can. */
function unusable(sqlite: Database.Database): string | null {
  try {
    return madeByOtherMigrations(sqlite) ? 'was made by an older schema' : null;
  } catch (error) {
    // A file that is not a database, or one an OS crash left damaged (see the sync note below).
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return 'is damaged';
    throw error;
  }
}

function openFile(location: string): Database.Database {
  const sqlite = new Database(location);
  const problem = location === ':memory:' ? null : unusable(sqlite);
  if (!problem) return sqlite;
  sqlite.close();
  const kept = setAside(location);
  // Before the server's logger exists: said on the console, as the start-up banner is.
  console.warn(`Simulator database ${problem}: kept as ${kept}, starting afresh.`);
  return new Database(location);
}

/**
 * Gives an open connection what every simulator database has: its pragmas, the drizzle handle
 * and its (empty) set of compiled queries. No migrations: `openDatabase` applies them, and a
 * copy of the seed template (seed-template.ts) already holds them.
 */
export function useConnection(sqlite: Database.Database, location: string): OpenedDatabase {
  if (location !== ':memory:') {
    // WAL lets readers run beside the writer. No fsync (decision 012): a commit is handed to
    // the OS before it is acknowledged, so a killed process loses nothing (the crash suite);
    // only an OS crash or power cut could, and a file that leaves damaged is set aside above.
    // The fsyncs of NORMAL stalled every request queued behind a WAL checkpoint.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = OFF');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite);
  createQuerySet(db);
  return { db, sqlite, location };
}

/**
 * Opens (creating when missing) the simulator's database and applies the checked-in
 * migrations. `dataDir` ':memory:' gives a private in-memory database, as tests use.
 */
export function openDatabase(dataDir: string): OpenedDatabase {
  const location = dataDir === ':memory:' ? ':memory:' : join(dataDir, DATABASE_FILE_NAME);
  if (location !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const opened = useConnection(openFile(location), location);
  migrate(opened.db, { migrationsFolder: MIGRATIONS });
  return opened;
}
