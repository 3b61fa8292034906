import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlCall } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export interface OutboxMail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  link: string | null;
  createTime: string;
}

const OUTBOX_SIZE = 10;

export const getOutbox = () => controlCall<OutboxMail[]>('GET', `/outbox?limit=${OUTBOX_SIZE}`);

export function getOutboxQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'outbox'] as const, queryFn: getOutbox });
}

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}
