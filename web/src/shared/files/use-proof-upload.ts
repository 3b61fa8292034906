import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { useEffect, useRef, useState } from 'react';
import { playerMessage } from '../api/player-message';
import { uploadFile } from './upload-file';
import { checkUploadCount, checkUploadFile, type UploadRefusal } from './upload-rules';

/** One uploaded file of a proof: its id on the server and a local preview. */
export interface UploadedProofFile {
  id: number;
  name: string;
  /** An object URL of the chosen file; null where the browser cannot make one. */
  previewUrl: string | null;
}

/** Why the last choice failed: a client-side refusal, or the server's own words. */
export type ProofUploadError = { key: UploadRefusal | 'upload.failed' } | { message: string };

export interface ProofUpload {
  files: readonly UploadedProofFile[];
  /** Comma-joined ids, as the calls send a proof (spec 02 §3); '' when none. */
  ids: string;
  uploading: boolean;
  error: ProofUploadError | null;
  /** How many files of the last choice were uploaded (announced politely). */
  lastUploaded: number;
  add: (chosen: readonly File[]) => Promise<void>;
  remove: (id: number) => void;
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

function errorOf(cause: unknown): ProofUploadError {
  // The server's content check (a file that is not a picture, whatever its name) and its size
  // cap come with protocol codes: the player gets the same words as the check made here.
  if (cause instanceof ApiError && cause.code === ApiErrorCode.UNSUPPORTED_CONTENT_TYPE)
    return { key: 'upload.wrongType' };
  if (cause instanceof ApiError && cause.code === ApiErrorCode.PAYLOAD_TOO_LARGE)
    return { key: 'upload.tooLarge' };
  if (cause instanceof ApiError && cause.code !== ApiErrorCode.NETWORK_FAILURE && cause.message.trim())
    return { message: playerMessage(cause) };
  return { key: 'upload.failed' };
}

/**
 * The files of one proof (up to 6; JPEG, PNG or BMP; 5 MB each). Files are checked here first,
 * then uploaded one by one; the server checks the content again and its refusal is shown.
 */
export function useProofUpload(): ProofUpload {
  const [files, setFiles] = useState<UploadedProofFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<ProofUploadError | null>(null);
  const [lastUploaded, setLastUploaded] = useState(0);
  const filesRef = useRef(files);
  filesRef.current = files;

  // Previews are released when the proof goes away (the overlay closes).
  useEffect(
    () => () => {
      for (const file of filesRef.current) revoke(file.previewUrl);
    },
    [],
  );

  async function add(chosen: readonly File[]): Promise<void> {
    if (chosen.length === 0) return;
    const refusal =
      checkUploadCount(filesRef.current.length, chosen.length) ??
      chosen.map(checkUploadFile).find((result) => result !== null) ??
      null;
    setLastUploaded(0);
    if (refusal) {
      setError({ key: refusal });
      return;
    }
    setError(null);
    setUploading(true);
    let uploaded = 0;
    try {
      for (const file of chosen) {
        const { id } = await uploadFile(file);
        uploaded += 1;
        setFiles((current) => [...current, { id, name: file.name, previewUrl: previewOf(file) }]);
      }
    } catch (cause) {
      setError(errorOf(cause));
    } finally {
      setUploading(false);
      setLastUploaded(uploaded);
    }
  }

  function remove(id: number): void {
    setFiles((current) => {
      revoke(current.find((file) => file.id === id)?.previewUrl ?? null);
      return current.filter((file) => file.id !== id);
    });
    setError(null);
  }

  return { files, ids: files.map((file) => file.id).join(','), uploading, error, lastUploaded, add, remove };
}
