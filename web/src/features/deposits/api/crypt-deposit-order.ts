import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.cryptDepositOrder.request>;

/** Crypto deposit, variant B (CRYPT): the address and coin quantity of the chosen coin. */
export function createCryptoChargeB(payload: Request) {
  return apiClient.call(depositEndpoints.cryptDepositOrder, payload);
}
