/** When a poll looks first, how often after, and how many looks at most (spec 02 §9). */
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

/**
 * Runs a poll on real (or fake) timers: the first look after `firstDelayMs` (at once for 0), then
 * one every `intervalMs` after the previous answer, `maxAttempts` looks at most. Answers that come
 * after `stop()` are ignored. Returns `stop`.
 */
export function startPoll<T>(schedule: PollSchedule, handlers: PollHandlers<T>): () => void {
  let stopped = false;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const look = async (): Promise<void> => {
    timer = undefined;
    if (stopped) return;
    attempts += 1;
    let answer: T;
    try {
      answer = await handlers.lookup();
    } catch (error) {
      if (stopped) return;
      stopped = true;
      handlers.onError?.(error);
      return;
    }
    if (stopped) return;
    if (handlers.onAnswer(answer, attempts) === 'stop') {
      stopped = true;
      return;
    }
    if (attempts >= schedule.maxAttempts) {
      stopped = true;
      handlers.onExhausted?.();
      return;
    }
    timer = setTimeout(look, schedule.intervalMs);
  };

  if (schedule.firstDelayMs <= 0) void look();
  else timer = setTimeout(look, schedule.firstDelayMs);

  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
