import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.paypFindOrder.request>;

/** Polled frame order status: 'true' success, 'false' failure, else pending (polled without the indicator). */
export function findPolledFrameOrder(payload: Request) {
  return apiClient.call(depositEndpoints.paypFindOrder, payload, { indicator: false });
}

export function useFindPolledFrameOrder() {
  return useMutation({ mutationFn: findPolledFrameOrder });
}
