import { endpoints } from '@casino/contracts/registry';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof endpoints.cashGetImg.request>;

/** The QR image and cash-app address of a cash order. */
export function getCashQr(payload: Request) {
  return apiClient.call(endpoints.cashGetImg, payload);
}

export function useGetCashQr() {
  return useMutation({ mutationFn: getCashQr });
}
