import type Database from 'better-sqlite3';

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
    const changes = sqlite.prepare<[], number>('SELECT total_changes()').pluck();
    const version = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
    // Exact as a double while the connection changes fewer than 2^32 rows.
    read = () => (version.get() ?? 0) * 2 ** 32 + (changes.get() ?? 0);
    versionReaders.set(sqlite, read);
  }
  return read();
}
