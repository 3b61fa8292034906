import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.cashFindOrder.request>;

/** Cash order status: 'wait' pending, 'false' SUCCESS, 'true' FAILURE (sic, spec 02 §4). */
export function findCashOrder(payload: Request) {
  return apiClient.call(depositEndpoints.cashFindOrder, payload, { indicator: false });
}

export function useFindCashOrder() {
  return useMutation({ mutationFn: findCashOrder });
}
