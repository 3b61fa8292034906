import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';

type Request = z.input<typeof depositEndpoints.depositPollingStatus.request>;

/** Crypto deposit state by deposit id: 10 is success; polled every 2 s without the indicator. */
export function getDepositPollingStatus(payload: Request) {
  return apiClient.call(depositEndpoints.depositPollingStatus, payload, { indicator: false });
}

export function useGetDepositPollingStatus() {
  return useMutation({ mutationFn: getDepositPollingStatus });
}
