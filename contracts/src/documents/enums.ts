import type { z } from 'zod';
import { numberCodes } from '../core/enums';

/** Enumerations of the documents domain (spec 01 §3, spec 02 §3). */

export const [ProfileDocumentStatus, profileDocumentStatusSchema] = numberCodes({
  NOT_UPLOADED: 0,
  AUDITING: 10,
  AUDIT_SUCCESS: 20,
  AUDIT_FAILED: 30,
});
export type ProfileDocumentStatusValue = z.infer<typeof profileDocumentStatusSchema>;
