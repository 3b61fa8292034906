import { z } from 'zod';
import { proofFilesSchema } from '../core/money';

/** The member's identity documents (spec 02 §3). */

/** The member's four identity proofs, all required; each is one file id or several comma-joined. */
const proofFields = {
  idcardProofId: proofFilesSchema,
  idcardHoldProofId: proofFilesSchema,
  addressProofId: proofFilesSchema,
  paymentProofId: proofFilesSchema,
};

export const MemberDocumentsSchema = z.strictObject(proofFields);
export type MemberDocuments = z.infer<typeof MemberDocumentsSchema>;

/** Ours: the documents as stored, with the review status they now have. */
export const MemberDocumentsStateSchema = z.object({
  ...proofFields,
  /** Profile document status of the shared enumerations (0 not uploaded, 10 auditing, 20, 30). */
  documentStatus: z.number().int(),
});
export type MemberDocumentsState = z.infer<typeof MemberDocumentsStateSchema>;
