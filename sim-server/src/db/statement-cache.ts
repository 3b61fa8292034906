import type Database from 'better-sqlite3';

/** Prepared statements kept per connection; far above the distinct query texts of the app. */
const STATEMENT_CAPACITY = 500;

/**
 * Drizzle prepares every query it runs, and SQLite's prepare (parse and plan) was the largest
 * single cost of a simple call under load. Query texts repeat (values are bound parameters,
 * never inlined), so the connection hands back the statement it prepared for the same text,
 * from a bounded least-recently-used map. A statement still iterating is never handed out
 * twice, and one taken again starts in its default row mode (drizzle switches to raw rows).
 */
export function reusePreparedStatements(sqlite: Database.Database, capacity = STATEMENT_CAPACITY): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, Database.Statement>();
  const reuse = (source: string): Database.Statement => {
    const kept = statements.get(source);
    if (kept && !kept.busy) {
      statements.delete(source);
      statements.set(source, kept);
      if (kept.reader) kept.raw(false).pluck(false).expand(false);
      return kept;
    }
    const statement = prepare(source);
    if (!kept) {
      statements.set(source, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
    }
    return statement;
  };
  sqlite.prepare = reuse as Database.Database['prepare'];
}

const versionReaders = new WeakMap<Database.Database, () => number>();

/**
 * A number that changes whenever a row of the database changes: rows this connection inserted,
 * updated or deleted (`total_changes()`, triggers and rolled-back work included), plus commits
 * of any other connection to the same file (`data_version`). Answer caches compare it to know
 * that nothing they read can have changed; reading it costs well under a microsecond.
 */
export function dataVersionOf(sqlite: Database.Database): number {
  let read = versionReaders.get(sqlite);
  if (!read) {
    const changes = sqlite.prepare<[], number>('SELECT total_changes()');
    const version = sqlite.prepare<[], number>('PRAGMA data_version');
    // Exact as a double while the connection changes fewer than 2^32 rows. `pluck()` on every
    // read: statements are shared through the cache above, which resets their row mode.
    read = () => (version.pluck().get() ?? 0) * 2 ** 32 + (changes.pluck().get() ?? 0);
    versionReaders.set(sqlite, read);
  }
  return read();
}
