import { Flag } from '@casino/contracts/core/enums';
import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import { DepositMethodVisibility } from '@casino/contracts/deposits/enums';
import type { DepositPaymentMethod } from '@casino/contracts/deposits/schemas';
import { filesEndpoints } from '@casino/contracts/files/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** Spec 02 §2: 0 is for everyone; 10 for members who have credited before, 20 for those who have not. */
export function visibleDepositMethodLevels(credited: boolean): number[] {
  return [
    DepositMethodVisibility.ALL,
    credited ? DepositMethodVisibility.CREDITED_BEFORE : DepositMethodVisibility.NEVER_CREDITED,
  ];
}

export function getDepositMethods(credited: boolean): Promise<DepositPaymentMethod[]> {
  return apiClient.call(depositEndpoints.depositPaymentMethodListAll, {
    enabled: Flag.ON,
    visibility_IN: visibleDepositMethodLevels(credited).join(','),
    sortIndex_0: 'ASC',
  });
}

export function getDepositMethodsQueryOptions(credited: boolean) {
  return queryOptions({
    queryKey: ['deposits', 'deposit-methods', { credited }] as const,
    queryFn: () => getDepositMethods(credited),
  });
}

export function useDepositMethods(credited: boolean) {
  return useQuery(getDepositMethodsQueryOptions(credited));
}

/** The method icon as an image address (operator files need no token). */
export function depositMethodIconUrl(icon: number): string {
  return apiClient.url(filesEndpoints.fileGet, { id: icon });
}
