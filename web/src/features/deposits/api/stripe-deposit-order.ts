import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.stripeDepositOrder.request>;

/** Stripe-style order: the frame to embed. */
export function createStripeOrder(payload: Request) {
  return apiClient.call(depositEndpoints.stripeDepositOrder, payload);
}
