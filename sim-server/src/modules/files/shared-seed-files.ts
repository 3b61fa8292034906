import Database from 'better-sqlite3';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { files } from '../../db/schema/index';

/**
 * The operator's seeded files (game covers, banners, method icons: 359 SVGs, about 460 KB of a
 * seeded database's 1 MB) are the same in every isolated world of a process, so a world's copy
 * keeps their rows without their bytes, and the bytes are kept here once, by SHA-256 (decision
 * 062). A world copies half the bytes when it is made and holds half the memory. Only the
 * template isolated worlds copy is thinned this way: the default world's database file and test
 * apps keep their bytes, and a world's export puts them back, so the file stands on its own.
 */
const sharedBytes = new Map<string, Buffer>();

/** A thinned row: its bytes are kept here (uploads are never empty: an empty file is refused). */
const isThinned = (row: { bytes: Buffer }) => row.bytes.length === 0;
const operatorFile = and(isNull(files.memberId), sql`length(${files.bytes}) > 0`);

/**
 * Keeps the bytes of the operator's files of `sqlite` here and empties them there. The caller
 * VACUUMs so the database's pages shrink.
 */
export function shareSeedFiles(sqlite: Database.Database): void {
  const db = drizzle(sqlite);
  for (const row of db
    .select({ sha256: files.sha256, bytes: files.bytes })
    .from(files)
    .where(operatorFile)
    .all())
    sharedBytes.set(row.sha256, row.bytes);
  db.update(files)
    .set({ bytes: Buffer.alloc(0) })
    .where(operatorFile)
    .run();
}

/** The row with its bytes: from the world's database, or kept here; null when neither has them. */
export function withBytes<Row extends { sha256: string; bytes: Buffer }>(row: Row): Row | null {
  if (!isThinned(row)) return row;
  const bytes = sharedBytes.get(row.sha256);
  return bytes ? { ...row, bytes } : null;
}

/**
 * A world's database bytes with every thinned file's bytes put back (an export, a fork): the same
 * bytes when nothing was thinned. Fails when a thinned file's bytes are not here, which only a
 * database thinned by another process could cause: a world leaves a process whole.
 */
export function withSeedFileBytes(database: Buffer): Buffer {
  const sqlite = new Database(database);
  try {
    const db = drizzle(sqlite);
    const thinned = db
      .select({ id: files.id, sha256: files.sha256 })
      .from(files)
      .where(sql`length(${files.bytes}) = 0`)
      .all();
    if (thinned.length === 0) return database;
    for (const { id, sha256 } of thinned) {
      const bytes = sharedBytes.get(sha256);
      if (!bytes) throw new Error(`The bytes of file ${id} (sha256 ${sha256}) are not held by this process`);
      db.update(files).set({ bytes }).where(eq(files.id, id)).run();
    }
    return sqlite.serialize();
  } finally {
    sqlite.close();
  }
}
