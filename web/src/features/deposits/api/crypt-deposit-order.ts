import { endpoints } from '@casino/contracts/registry';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof endpoints.cryptDepositOrder.request>;

/** Crypto deposit, variant B (CRYPT): the address and coin quantity of the chosen coin. */
export function createCryptoChargeB(payload: Request) {
  return apiClient.call(endpoints.cryptDepositOrder, payload);
}

export function useCreateCryptoChargeB() {
  return useMutation({ mutationFn: createCryptoChargeB });
}
