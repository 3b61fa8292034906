import { filesEndpoints } from '@casino/contracts/files/endpoints';
import { apiClient } from '../api/api-client';

/**
 * Uploads one proof image (used by `useProofUpload`, which sends a member's files one by one); multipart, the api client builds the FormData. Silent: the upload
 * control shows the failure next to itself. No loading overlay: the control shows its progress.
 */
export function uploadFile(file: File) {
  return apiClient.call(filesEndpoints.fileUpload, { file }, { silent: true, indicator: false });
}
