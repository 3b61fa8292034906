import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { callOrderLookup, type OrderLookupOptions } from './order-lookup-call';

type Request = z.input<typeof depositEndpoints.paypalFindOrder.request>;

/** PayPal order status: 'true' success, 'false' failure, else pending (polled without the indicator). */
export function findPaypalOrder(payload: Request, options?: OrderLookupOptions) {
  return callOrderLookup(depositEndpoints.paypalFindOrder, payload, options);
}
