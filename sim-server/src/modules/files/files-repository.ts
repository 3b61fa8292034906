import { eq } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { files } from '../../db/schema/index';

export type FileRow = typeof files.$inferSelect;

export function findFile(db: SimDb, id: number): FileRow | null {
  return db.select().from(files).where(eq(files.id, id)).get() ?? null;
}
