import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.cattlPay.request>;

/** Card-processor deposit, step 2: pays the deposit made in step 1. */
export function payCattlDeposit(payload: Request) {
  // Silent: a failure is told in the card flow's warning dialog (spec 02), not a second time in a toast.
  return apiClient.call(depositEndpoints.cattlPay, payload, { silent: true });
}
