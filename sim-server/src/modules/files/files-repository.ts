import { eq } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { files } from '../../db/schema/index';
import { withBytes } from './shared-seed-files';

export type FileRow = typeof files.$inferSelect;

/** A stored file with its bytes (an isolated world's seeded files keep theirs once per process). */
export function findFile(db: SimDb, id: number): FileRow | null {
  const row = db.select().from(files).where(eq(files.id, id)).get();
  return row ? withBytes(row) : null;
}
