import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { callOrderLookup, type OrderLookupOptions } from './order-lookup-call';

type Request = z.input<typeof depositEndpoints.depositPollingStatus.request>;

/** Crypto deposit state by deposit id: 10 is success; polled every 2 s without the indicator. */
export function getDepositPollingStatus(payload: Request, options?: OrderLookupOptions) {
  return callOrderLookup(depositEndpoints.depositPollingStatus, payload, options);
}
