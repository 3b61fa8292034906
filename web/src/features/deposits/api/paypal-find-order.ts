import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.paypalFindOrder.request>;

/** PayPal order status: 'true' success, 'false' failure, else pending (polled without the indicator). */
export function findPaypalOrder(payload: Request) {
  return apiClient.call(depositEndpoints.paypalFindOrder, payload, { indicator: false });
}

export function useFindPaypalOrder() {
  return useMutation({ mutationFn: findPaypalOrder });
}
