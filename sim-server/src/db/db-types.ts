import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { members } from './schema/index';

// The handle types on their own: prepared.ts needs them and database.ts needs prepared.ts, so
// they cannot live in database.ts without an import cycle.

// Without drizzle's relational schema: nothing uses `db.query`, and building its configuration
// was a third of opening a world's database (a copy of the seed template, decision 059).
export type SimDatabase = BetterSQLite3Database;

/** The handle inside `db.transaction(tx => ...)`; services take either. */
export type SimTransaction = Parameters<Parameters<SimDatabase['transaction']>[0]>[0];
export type SimDb = SimDatabase | SimTransaction;

/** A member's row, as services pass it around. */
export type MemberRow = typeof members.$inferSelect;
