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

/**
 * Whether the file was made by migrations that are no longer the checked-in ones. Until the
 * first release the schema lives in one regenerated `0000_init` migration (decision 010), so a
 * data folder kept from an older checkout cannot be migrated forward.
 */
function madeByOtherMigrations(sqlite: Database.Database): boolean {
  const table = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (!table) return false;
  const applied = sqlite.prepare('SELECT hash FROM __drizzle_migrations ORDER BY created_at').all() as {
    hash: string;
  }[];
  const current = readMigrationFiles({ migrationsFolder: MIGRATIONS });
  return applied.some((row, index) => current[index]?.hash !== row.hash);
}

/**
 * Why the bytes of an exported world's database cannot be a world, or null when they can: not
 * SQLite, damaged (`PRAGMA quick_check`), or made by other migrations than this simulator's.
 */
export function imageProblem(bytes: Buffer): string | null {
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(bytes);
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') return `the database is damaged (${String(check)})`;
    const table = sqlite
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
      .get();
    if (!table) return 'the database is not a simulator database (no migrations table)';
    const applied = sqlite.prepare('SELECT hash FROM __drizzle_migrations ORDER BY created_at').all() as {
      hash: string;
    }[];
    const current = readMigrationFiles({ migrationsFolder: MIGRATIONS });
    if (applied.length !== current.length || applied.some((row, index) => current[index]?.hash !== row.hash))
      return "the database was made by another version of the simulator's schema";
    return null;
  } catch (error) {
    return `the database is not readable SQLite (${(error as Error).message})`;
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
