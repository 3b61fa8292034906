import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { callOrderLookup, type OrderLookupOptions } from './order-lookup-call';

type Request = z.input<typeof depositEndpoints.stripeFindOrder.request>;

/** Stripe-style order status: 'true' success, 'false' failure, else pending (polled without the indicator). */
export function findStripeOrder(payload: Request, options?: OrderLookupOptions) {
  return callOrderLookup(depositEndpoints.stripeFindOrder, payload, options);
}
