import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.cashDepositOrder.request>;

/** Cash-app deposit order (the original client calls the answer chargeData). */
export function createCashOrder(payload: Request) {
  return apiClient.call(depositEndpoints.cashDepositOrder, payload);
}
