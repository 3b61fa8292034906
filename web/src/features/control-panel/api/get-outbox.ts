import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

const OUTBOX_SIZE = 10;

export const getOutbox = () => controlClient.call('listOutbox', { limit: OUTBOX_SIZE });

export function getOutboxQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'outbox'] as const, queryFn: getOutbox });
}

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}
