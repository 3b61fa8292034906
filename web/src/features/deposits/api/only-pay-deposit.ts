import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.onlyPayDeposit.request>;

/** Card-payment provider deposit: answers the provider's pay link (opened in a new tab). */
export function createOnlyPayDeposit(payload: Request) {
  // Silent: a failure is told in the card flow's warning dialog (spec 02), not a second time in a toast.
  return apiClient.call(depositEndpoints.onlyPayDeposit, payload, { silent: true });
}
