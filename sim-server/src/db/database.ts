import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema/index';

export type SimDatabase = BetterSQLite3Database<typeof schema>;

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
 * Opens (creating when missing) the simulator's database and applies the checked-in
 * migrations. `dataDir` ':memory:' gives a private in-memory database, as tests use.
 */
export function openDatabase(dataDir: string): OpenedDatabase {
  const location = dataDir === ':memory:' ? ':memory:' : join(dataDir, DATABASE_FILE_NAME);
  if (location !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(location);
  if (location !== ':memory:') {
    // WAL lets readers run beside the writer; NORMAL sync is durable across a process kill
    // (only an OS crash can lose the last commits, never corrupt the file).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS });
  return { db, sqlite, location };
}

/** The handle inside `db.transaction(tx => ...)`; services take either. */
export type SimTransaction = Parameters<Parameters<SimDatabase['transaction']>[0]>[0];
export type SimDb = SimDatabase | SimTransaction;
