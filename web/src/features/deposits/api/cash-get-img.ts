import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.cashGetImg.request>;

/** The QR image and cash-app address of a cash order. */
export function getCashQr(payload: Request) {
  return apiClient.call(depositEndpoints.cashGetImg, payload);
}
