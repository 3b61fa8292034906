import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.cryptoDeposit.request>;

/** Crypto deposit, variant A (CRYPTO): an address and price for every coin. */
export function createCryptoChargeA(payload: Request) {
  return apiClient.call(depositEndpoints.cryptoDeposit, payload);
}
