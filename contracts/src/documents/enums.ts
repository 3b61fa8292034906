import { z } from 'zod';

/** Enumerations of the documents domain (spec 01 §3, spec 02 §3) (cut from `enums.ts`, issue 31). */

export const ProfileDocumentStatus = {
  NOT_UPLOADED: 0,
  AUDITING: 10,
  AUDIT_SUCCESS: 20,
  AUDIT_FAILED: 30,
} as const;
export const profileDocumentStatusSchema = z.literal(Object.values(ProfileDocumentStatus));
export type ProfileDocumentStatusValue = z.infer<typeof profileDocumentStatusSchema>;
