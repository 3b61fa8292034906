import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MIME_TYPES } from '@casino/contracts/files/endpoints';

/** Why a chosen file is refused before it is sent (the server checks the content again). */
export type UploadRefusal = 'upload.wrongType' | 'upload.tooLarge' | 'upload.tooMany';

const ACCEPTED_TYPES: readonly string[] = UPLOAD_MIME_TYPES;

/** What the file input offers: JPEG, PNG and BMP (spec 02 §2). */
export const UPLOAD_ACCEPT = ACCEPTED_TYPES.join(',');

/** Checks one file: JPEG, PNG or BMP, at most 5 MB. */
export function checkUploadFile(file: File): UploadRefusal | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'upload.wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  return null;
}

/** Up to 6 files per proof; `already` are the ones uploaded so far. */
export function checkUploadCount(already: number, adding: number): UploadRefusal | null {
  return already + adding > UPLOAD_MAX_FILES ? 'upload.tooMany' : null;
}
