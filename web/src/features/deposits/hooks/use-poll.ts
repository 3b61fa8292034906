import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { type Query, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isTransientLookupFailure, LOOKUP_RETRY, lookupRetryDelayMs } from '../lib/lookup-failure';

/** When a poll looks first, how often after, and how many looks at most (`DepositPolls`, contracts/src/deposits/rules.ts). */
export interface PollSchedule {
  firstDelayMs: number;
  intervalMs: number;
  maxAttempts: number;
}

/** What a poll does with one answer: stop (a final answer) or look again. */
export type PollDecision = 'stop' | 'continue';

export interface PollHandlers<T> {
  /** One look-up (an api fetcher; no indicator for background polls); `signal` ends it. */
  lookup: (signal: AbortSignal) => Promise<T>;
  /** Decides on each answer; `attempt` counts answered looks from 1. */
  onAnswer: (answer: T, attempt: number) => PollDecision;
  /** Every allowed look was made without a final answer. */
  onExhausted?: () => void;
  /** The server refused a look-up: polling stops (spec 02 §4, "an error response stops polling"). */
  onError?: (error: unknown) => void;
  /**
   * A look-up got no answer (`isTransientLookupFailure`: dropped, timed out, offline, 5xx). It is
   * not one of the schedule's looks: it is asked again after a backoff, and not while offline.
   * `failures` counts the failures in a row, from 1.
   */
  onLookupFailed?: (error: unknown, failures: number) => void;
}

/** The poll's query data: how many looks were answered, and whether the poll is over. */
interface PollState {
  looks: number;
  over: boolean;
}

interface PollRun {
  key: number;
  schedule: PollSchedule;
  /** Makes one look and hands its answer on; answers the poll's state after it, or throws to ask again. */
  look: (looks: number, signal: AbortSignal) => Promise<PollState>;
  stopped: boolean;
}

const NOT_LOOKED: PollState = { looks: 0, over: false };
let lastRunKey = 0;

/**
 * react-query's `refetchInterval` as the spec's schedule: the first look after `firstDelayMs`
 * (a query that starts with "no look yet" as fresh data and waits; at once for 0), then one
 * `intervalMs` after each answer (react-query restarts the interval on every query update),
 * until an answer is final, the looks run out or the server refuses a look.
 */
function scheduleOf(schedule: PollSchedule) {
  return (query: Query<PollState, Error, PollState, readonly unknown[]>): number | false => {
    const state = query.state.data;
    if (state === undefined || state.over) return false;
    return state.looks === 0 ? schedule.firstDelayMs : schedule.intervalMs;
  };
}

/** One look-up, given up after `LOOKUP_RETRY.TIMEOUT_MS` as a look that got no answer. */
function lookWithin<T>(lookup: (signal: AbortSignal) => Promise<T>, outer: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer.addEventListener('abort', abort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort();
      reject(new ApiError(ApiErrorCode.NETWORK_FAILURE, 'The look-up timed out', ''));
    }, LOOKUP_RETRY.TIMEOUT_MS);
  });
  return Promise.race([lookup(controller.signal), timedOut]).finally(() => {
    clearTimeout(timer);
    outer.removeEventListener('abort', abort);
  });
}

/**
 * A poll tied to a component, run by react-query: `start` begins one (stopping any before), `stop`
 * ends it, and it always ends when the component goes (spec 02 §4: "polling stops on close").
 * The handlers stay imperative because each caller ends in an action (a dialog, a balance refresh,
 * a purchase event) rather than in data to show; an answer that comes after `stop` is dropped.
 * A look-up that gets no answer is react-query's retry: backoff, paused while offline (decision 065).
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
    let failures = 0;
    const next: PollRun = {
      key: ++lastRunKey,
      schedule,
      stopped: false,
      look: async (looks, signal) => {
        const attempt = looks + 1;
        let answer: T;
        try {
          answer = await lookWithin(handlers.lookup, signal);
        } catch (error) {
          if (next.stopped) return { looks, over: true };
          if (isTransientLookupFailure(error)) {
            failures += 1;
            handlers.onLookupFailed?.(error, failures);
            // Not a look: react-query asks again (retry below).
            throw error;
          }
          handlers.onError?.(error);
          return { looks: attempt, over: true };
        }
        failures = 0;
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
    queryFn: ({ client, queryKey, signal }) => {
      const state = client.getQueryData<PollState>(queryKey) ?? NOT_LOOKED;
      // A refetch from outside (an invalidation) after the end makes no look.
      if (!run || run.stopped || state.over) return { ...state, over: true };
      return run.look(state.looks, signal);
    },
    enabled: run !== null && !run.stopped,
    ...(schedule && schedule.firstDelayMs > 0 ? { initialData: NOT_LOOKED } : {}),
    refetchInterval: schedule ? scheduleOf(schedule) : false,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // A look-up with no answer is asked again for as long as the poll runs, never counted.
    retry: (_failures, error) => run !== null && !run.stopped && isTransientLookupFailure(error),
    retryDelay: (failures) => lookupRetryDelayMs(failures),
    // Offline, react-query holds the look (and a retry) until the browser is back online.
    networkMode: 'online',
    // Nothing here reads the query's result: an answer does not re-render the caller.
    notifyOnChangeProps: [],
  });

  return { start, stop };
}
