import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.paypalTrigger.request>;

/** Asks the server to check a PayPal order with the provider, once on the return page. */
export function triggerPaypalCheck(payload: Request) {
  return apiClient.call(depositEndpoints.paypalTrigger, payload, { indicator: false });
}
