import { queryOptions, useQuery } from '@tanstack/react-query';
import { controlClient } from './control-client';
import { CONTROL_PANEL_KEY } from './control-query-keys';

export const getClock = () => controlClient.call('getClock', {});

export function getClockQueryOptions() {
  return queryOptions({ queryKey: [CONTROL_PANEL_KEY, 'clock'] as const, queryFn: getClock });
}

export function useSimClock() {
  return useQuery(getClockQueryOptions());
}

/** Moves the clock by a duration such as '2h' or '7d'; the simulator runs its jobs at once. */
export const advanceClock = (advance: string) => controlClient.call('changeClock', { advance });

/** One step to the next scheduled event, or every step until nothing is scheduled (bounded). */
export type ClockStep = 'next' | 'idle';

export const stepClock = (step: ClockStep) =>
  controlClient.call('changeClock', step === 'next' ? { toNextEvent: true } : { untilIdle: true });
