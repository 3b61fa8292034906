import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.paypalDepositOrder.request>;

/** PayPal frame order: c_site, biz_id and sk to build the frame address from. */
export function createPaypalOrder(payload: Request) {
  return apiClient.call(depositEndpoints.paypalDepositOrder, payload);
}
