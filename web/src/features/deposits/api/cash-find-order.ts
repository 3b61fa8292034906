import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { callOrderLookup, type OrderLookupOptions } from './order-lookup-call';

type Request = z.input<typeof depositEndpoints.cashFindOrder.request>;

/** Cash order status: 'wait' pending, 'false' SUCCESS, 'true' FAILURE (sic, spec 02 §4). */
export function findCashOrder(payload: Request, options?: OrderLookupOptions) {
  return callOrderLookup(depositEndpoints.cashFindOrder, payload, options);
}
