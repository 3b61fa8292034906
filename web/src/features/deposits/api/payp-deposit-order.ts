import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.paypDepositOrder.request>;

/** Polled payment frame order (PAYPAL_POLL, PAYP, PIX): the frame address and order id. */
export function createPolledFrameOrder(payload: Request) {
  return apiClient.call(depositEndpoints.paypDepositOrder, payload);
}
