import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.creditcardDeposit.request>;

/** Card deposit (VISA_MASTERCARD_1): charged on the processing page the card window opens. */
export function createCardDeposit(payload: Request) {
  // Silent: a failure is told in the card flow's warning dialog (spec 02), not a second time in a toast.
  return apiClient.call(depositEndpoints.creditcardDeposit, payload, { silent: true });
}
