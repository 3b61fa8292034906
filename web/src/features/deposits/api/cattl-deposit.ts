import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.cattlDeposit.request>;

/** Card-processor deposit, step 1: answers the deposit id to pay. */
export function createCattlDeposit(payload: Request) {
  // Silent: a failure is told in the card flow's warning dialog (spec 02), not a second time in a toast.
  return apiClient.call(depositEndpoints.cattlDeposit, payload, { silent: true });
}
