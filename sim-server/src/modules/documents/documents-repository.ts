import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { memberDocuments } from '../../db/schema/index';

export type MemberDocumentsRow = typeof memberDocuments.$inferSelect;

export function findMemberDocuments(db: SimDb, memberId: number): MemberDocumentsRow | null {
  return db.select().from(memberDocuments).where(eq(memberDocuments.memberId, memberId)).get() ?? null;
}

/** Stores a member's submitted documents, replacing an earlier submission. */
export function saveMemberDocuments(db: SimDb, row: MemberDocumentsRow): MemberDocumentsRow {
  const { memberId: _memberId, ...changes } = row;
  return db
    .insert(memberDocuments)
    .values(row)
    .onConflictDoUpdate({ target: memberDocuments.memberId, set: changes })
    .returning()
    .get();
}

/** Submissions whose simulated review has come to an end at `now`. */
export function documentsDueForReview(db: SimDb, now: number): MemberDocumentsRow[] {
  return db
    .select()
    .from(memberDocuments)
    .where(and(isNotNull(memberDocuments.reviewDueTime), lte(memberDocuments.reviewDueTime, now)))
    .all();
}
