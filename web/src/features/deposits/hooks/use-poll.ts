import { type Query, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** When a poll looks first, how often after, and how many looks at most (`DepositPolls`, contracts/src/deposits/rules.ts). */
export interface PollSchedule {
  firstDelayMs: number;
  intervalMs: number;
  maxAttempts: number;
}

/** What a poll does with one answer: stop (a final answer) or look again. */
export type PollDecision = 'stop' | 'continue';

export interface PollHandlers<T> {
  /** One look-up (an api fetcher; no indicator for background polls). */
  lookup: () => Promise<T>;
  /** Decides on each answer; `attempt` counts from 1. */
  onAnswer: (answer: T, attempt: number) => PollDecision;
  /** Every allowed look was made without a final answer. */
  onExhausted?: () => void;
  /** A look-up failed: polling stops (spec 02 §4, "an error response stops polling"). */
  onError?: (error: unknown) => void;
}

/** The poll's query data: how many looks were made, and whether the poll is over. */
interface PollState {
  looks: number;
  over: boolean;
}

interface PollRun {
  key: number;
  schedule: PollSchedule;
  /** Makes one look and hands its answer on; answers the poll's state after it. */
  look: (looks: number) => Promise<PollState>;
  stopped: boolean;
}

const NOT_LOOKED: PollState = { looks: 0, over: false };
let lastRunKey = 0;

/**
 * react-query's `refetchInterval` as the spec's schedule: the first look after `firstDelayMs`
 * (a query that starts with "no look yet" as fresh data and waits; at once for 0), then one
 * `intervalMs` after each answer (react-query restarts the interval on every query update),
 * until an answer is final, the looks run out or a look fails.
 */
function scheduleOf(schedule: PollSchedule) {
  return (query: Query<PollState, Error, PollState, readonly unknown[]>): number | false => {
    const state = query.state.data;
    if (state === undefined || state.over) return false;
    return state.looks === 0 ? schedule.firstDelayMs : schedule.intervalMs;
  };
}

/**
 * A poll tied to a component, run by react-query: `start` begins one (stopping any before), `stop`
 * ends it, and it always ends when the component goes (spec 02 §4: "polling stops on close").
 * The handlers stay imperative because each caller ends in an action (a dialog, a balance refresh,
 * a purchase event) rather than in data to show; an answer that comes after `stop` is dropped.
 */
export function usePoll() {
  const [run, setRun] = useState<PollRun | null>(null);
  const runRef = useRef<PollRun | null>(null);

  const stop = useCallback(() => {
    if (runRef.current) runRef.current.stopped = true;
    runRef.current = null;
    setRun(null);
  }, []);

  const start = useCallback(<T>(schedule: PollSchedule, handlers: PollHandlers<T>) => {
    if (runRef.current) runRef.current.stopped = true;
    const next: PollRun = {
      key: ++lastRunKey,
      schedule,
      stopped: false,
      look: async (looks) => {
        const attempt = looks + 1;
        let answer: T;
        try {
          answer = await handlers.lookup();
        } catch (error) {
          if (!next.stopped) handlers.onError?.(error);
          return { looks: attempt, over: true };
        }
        if (next.stopped) return { looks: attempt, over: true };
        if (handlers.onAnswer(answer, attempt) === 'stop') return { looks: attempt, over: true };
        if (attempt >= schedule.maxAttempts) {
          handlers.onExhausted?.();
          return { looks: attempt, over: true };
        }
        return { looks: attempt, over: false };
      },
    };
    runRef.current = next;
    setRun(next);
  }, []);

  useEffect(() => stop, [stop]);

  const schedule = run?.schedule;
  useQuery({
    queryKey: ['poll', run?.key ?? 0] as const,
    queryFn: ({ client, queryKey }) => {
      const state = client.getQueryData<PollState>(queryKey) ?? NOT_LOOKED;
      // A refetch from outside (an invalidation) after the end makes no look.
      if (!run || run.stopped || state.over) return { ...state, over: true };
      return run.look(state.looks);
    },
    enabled: run !== null && !run.stopped,
    ...(schedule && schedule.firstDelayMs > 0 ? { initialData: NOT_LOOKED } : {}),
    refetchInterval: schedule ? scheduleOf(schedule) : false,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
    // Nothing here reads the query's result: an answer does not re-render the caller.
    notifyOnChangeProps: [],
  });

  return { start, stop };
}
