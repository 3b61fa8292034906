import { useCallback, useEffect, useRef } from 'react';
import { type PollHandlers, type PollSchedule, startPoll } from './poll-schedule';

/**
 * A poll tied to a component: `start` begins one (stopping any before), `stop` ends it, and it
 * always ends when the component goes (spec 02 §4: "polling stops on close").
 */
export function usePoll() {
  const stopRef = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);
  const start = useCallback(
    <T>(schedule: PollSchedule, handlers: PollHandlers<T>) => {
      stop();
      stopRef.current = startPoll(schedule, handlers);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);
  return { start, stop };
}
