import { ProfileDocumentStatus, type ProfileDocumentStatusValue } from '@casino/contracts/documents/enums';
import type { MemberDocuments, MemberDocumentsState } from '@casino/contracts/documents/schemas';
import { eq } from 'drizzle-orm';
import type { SimDatabase, SimDb } from '../../db/database';
import { memberDocuments, members } from '../../db/schema/index';
import { notFound } from '../../errors';
import { assertOwnFiles, joinProofIds, proofFilesOf, proofIdsOf } from '../withdrawals/proof-files';
import {
  documentsDueForReview,
  findMemberDocuments,
  type MemberDocumentsRow,
  saveMemberDocuments,
} from './documents-repository';

/** Simulator time a submission stays "auditing" before the simulated review accepts it. */
export const DOCUMENT_REVIEW_MS = 30 * 60 * 1000;

export function toDocumentsState(row: MemberDocumentsRow): MemberDocumentsState {
  return {
    idcardProofId: proofFilesOf(row.idcardProofIds),
    idcardHoldProofId: proofFilesOf(row.idcardHoldProofIds),
    addressProofId: proofFilesOf(row.addressProofIds),
    paymentProofId: proofFilesOf(row.paymentProofIds),
    documentStatus: row.status,
  };
}

/**
 * Submits the member's four identity proofs (spec 02 "Upload documents"): every file must be
 * one the member uploaded. The session's proof ids take the first file of each proof; the full
 * lists are kept with the review status, which starts at auditing (a new submission restarts
 * the review). One transaction.
 */
export function submitDocuments(db: SimDatabase, memberId: number, documents: MemberDocuments, now: number) {
  return db.transaction((tx) => {
    const proofs = {
      idcard: proofIdsOf(documents.idcardProofId),
      idcardHold: proofIdsOf(documents.idcardHoldProofId),
      address: proofIdsOf(documents.addressProofId),
      payment: proofIdsOf(documents.paymentProofId),
    };
    assertOwnFiles(tx, memberId, [
      ...proofs.idcard,
      ...proofs.idcardHold,
      ...proofs.address,
      ...proofs.payment,
    ]);
    tx.update(members)
      .set({
        idcardProofId: proofs.idcard[0] ?? null,
        idcardHoldProofId: proofs.idcardHold[0] ?? null,
        addressProofId: proofs.address[0] ?? null,
        paymentProofId: proofs.payment[0] ?? null,
      })
      .where(eq(members.id, memberId))
      .run();
    const saved = saveMemberDocuments(tx, {
      memberId,
      idcardProofIds: joinProofIds(proofs.idcard),
      idcardHoldProofIds: joinProofIds(proofs.idcardHold),
      addressProofIds: joinProofIds(proofs.address),
      paymentProofIds: joinProofIds(proofs.payment),
      status: ProfileDocumentStatus.AUDITING,
      submitTime: now,
      reviewDueTime: now + DOCUMENT_REVIEW_MS,
    });
    return toDocumentsState(saved);
  });
}

/** Sets the review result of a member's documents (for the QA control plane). */
export function setDocumentStatus(db: SimDb, memberId: number, status: ProfileDocumentStatusValue) {
  if (!findMemberDocuments(db, memberId)) throw notFound('Documents');
  db.update(memberDocuments)
    .set({ status, reviewDueTime: null })
    .where(eq(memberDocuments.memberId, memberId))
    .run();
}

/** The review job: submissions auditing past their due time are accepted. */
export function reviewDueDocuments(db: SimDb, now: number) {
  for (const row of documentsDueForReview(db, now)) {
    if (row.status === ProfileDocumentStatus.AUDITING)
      setDocumentStatus(db, row.memberId, ProfileDocumentStatus.AUDIT_SUCCESS);
  }
}
