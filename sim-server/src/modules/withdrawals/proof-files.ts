import type { ProofFiles } from '@casino/contracts/core/money';
import { inArray } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { files } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';

/** The file ids of one proof as the client sends them: one id, or 1-6 comma-joined ids. */
export function proofIdsOf(proof: ProofFiles | '' | null | undefined): number[] {
  if (proof === null || proof === undefined || proof === '') return [];
  if (typeof proof === 'number') return [proof];
  return [...new Set(proof.split(',').map(Number))];
}

/** Stored form of a proof's files: comma-joined ids ('' for none). */
export const joinProofIds = (ids: readonly number[]) => ids.join(',');

/** Answers a stored proof as the contract takes it: one id as a number, several as text. */
export function proofFilesOf(stored: string): ProofFiles {
  const ids = stored.split(',').filter(Boolean).map(Number);
  return ids.length === 1 && ids[0] !== undefined ? ids[0] : stored;
}

/**
 * Refuses file ids the member did not upload: a proof must be the member's own document,
 * never a file of another member or of the operator (covers, banners).
 */
export function assertOwnFiles(db: SimDb, memberId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const rows = db
    .select({ id: files.id, memberId: files.memberId })
    .from(files)
    .where(inArray(files.id, [...ids]))
    .all();
  const owners = new Map(rows.map((row) => [row.id, row.memberId]));
  for (const id of ids) {
    if (!owners.has(id)) throw notFound(`Document file ${id}`);
    if (owners.get(id) !== memberId) throw forbidden('Proofs must be documents you uploaded yourself');
  }
}
