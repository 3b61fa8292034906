import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import type { DepositMethodCodeValue } from '@casino/contracts/deposits/enums';
import type { DepositPaymentMethod } from '@casino/contracts/deposits/schemas';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** What a deposit flow needs of its method: the code it pays by, the header's name and icon. */
export type DepositMethodHeading = Pick<DepositPaymentMethod, 'code' | 'name' | 'icon'>;

/**
 * One method by its code (spec 02 §7: the method header's icon and name), whoever the method
 * list shows it to: a withdrawal voucher opens crypto for every member (decision 034). Silent:
 * an unknown code simply shows the method list.
 */
export async function findDepositMethod(code: DepositMethodCodeValue): Promise<DepositMethodHeading> {
  const found = await apiClient.call(depositEndpoints.depositPaymentMethodFind, { code }, { silent: true });
  return { code, ...found };
}

/** Asks nothing while there is no code. */
export function getFindDepositMethodQueryOptions(code: DepositMethodCodeValue | undefined) {
  return queryOptions({
    queryKey: ['deposits', 'deposit-method', code ?? null] as const,
    queryFn: code === undefined ? skipToken : () => findDepositMethod(code),
  });
}
