import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.stripeFindOrder.request>;

/** Stripe-style order status: 'true' success, 'false' failure, else pending (polled without the indicator). */
export function findStripeOrder(payload: Request) {
  return apiClient.call(depositEndpoints.stripeFindOrder, payload, { indicator: false });
}

export function useFindStripeOrder() {
  return useMutation({ mutationFn: findStripeOrder });
}
