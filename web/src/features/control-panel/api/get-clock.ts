import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlCall } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export interface SimClockState {
  now: string;
  epochMs: number;
  offsetMs: number;
}

export const getClock = () => controlCall<SimClockState>('GET', '/clock');

export function getClockQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'clock'] as const, queryFn: getClock });
}

export function useSimClock() {
  return useQuery(getClockQueryOptions());
}

/** Moves the clock by a duration such as '2h' or '7d'; the simulator runs its jobs at once. */
export const advanceClock = (advance: string) => controlCall<SimClockState>('POST', '/clock', { advance });
