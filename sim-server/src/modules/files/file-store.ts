import { createHash } from 'node:crypto';
import type { SimDb } from '../../db/database';
import { files } from '../../db/schema/index';

export interface StoredFileInput {
  /** The uploader; null for the operator's own files (covers, banners). */
  memberId: number | null;
  mimeType: string;
  bytes: Buffer;
  fileName?: string;
  width?: number | null;
  height?: number | null;
  now: number;
}

/** Keeps a file's bytes in the database and returns its id (what `/sys/file/get?id=` serves). */
export function storeFile(db: SimDb, input: StoredFileInput): number {
  const row = db
    .insert(files)
    .values({
      memberId: input.memberId,
      mimeType: input.mimeType,
      fileName: input.fileName ?? '',
      size: input.bytes.length,
      width: input.width ?? null,
      height: input.height ?? null,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      bytes: input.bytes,
      createTime: input.now,
    })
    .returning({ id: files.id })
    .get();
  return row.id;
}
