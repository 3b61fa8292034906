import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { DepositPolls } from '@casino/contracts/deposits/rules';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../../app/providers';
import { type PollHandlers, type PollSchedule, usePoll } from './use-poll';

const polls = DepositPolls;

/** Starts a poll in a component under the app's query client; answers its `stop`. */
function startPoll<T>(schedule: PollSchedule, handlers: PollHandlers<T>): () => void {
  const client = createAppQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => usePoll(), { wrapper });
  act(() => result.current.start(schedule, handlers));
  return () => act(() => result.current.stop());
}

/** Moves the clock on, letting react-query's interval and the look-ups run. */
function advance(ms: number) {
  return act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Runs a poll whose look-ups always answer `answer`; returns the times (ms) of each look. */
async function lookTimes(schedule: PollSchedule, answer = 'wait', runForMs = 30_000) {
  const times: number[] = [];
  const onExhausted = vi.fn();
  const stop = startPoll(schedule, {
    lookup: async () => {
      times.push(Date.now());
      return answer;
    },
    onAnswer: (value) => (value === 'wait' ? 'continue' : 'stop'),
    onExhausted,
  });
  await advance(runForMs);
  stop();
  return { times, onExhausted };
}

describe('poll schedules (spec 02 §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('cash: at once, then every 2 s, 4 looks at most, then counts as failure', async () => {
    const { times, onExhausted } = await lookTimes(polls.CASH);
    expect(times).toEqual([0, 2000, 4000, 6000]);
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });

  it('polled frame: every second until a final answer', async () => {
    const { times, onExhausted } = await lookTimes(polls.POLLED_FRAME, 'wait', 5_500);
    expect(times).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(onExhausted).not.toHaveBeenCalled();
  });

  it('stripe return: waits 3 s, then every 3 s, 3 looks at most', async () => {
    const { times, onExhausted } = await lookTimes(polls.STRIPE_RETURN);
    expect(times).toEqual([3000, 6000, 9000]);
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });

  it('payment return: waits 3 s, then every 4 s, 3 looks at most', async () => {
    const { times, onExhausted } = await lookTimes(polls.PAYMENT_RETURN);
    expect(times).toEqual([3000, 7000, 11000]);
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });

  it('crypto: every 2 s for as long as it runs', async () => {
    const { times } = await lookTimes(polls.CRYPTO, 'wait', 9_000);
    expect(times).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('stops at a final answer, and on stop() no look follows', async () => {
    const final = await lookTimes(polls.CASH, 'false');
    expect(final.times).toEqual([0]);
    expect(final.onExhausted).not.toHaveBeenCalled();

    const lookup = vi.fn(async () => 'wait');
    const stop = startPoll(polls.CRYPTO, { lookup, onAnswer: () => 'continue' });
    await advance(2500);
    stop();
    await advance(10_000);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('a refusal by the server (a business error) stops polling and is reported', async () => {
    const onError = vi.fn();
    const lookup = vi.fn(async () => {
      throw new Error('Server is busy');
    });
    startPoll(polls.CASH, { lookup, onAnswer: () => 'continue', onError });
    await advance(10_000);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Server is busy' }));
  });
});

/** A look-up that lost its answer on the way, as the api client reports it (-1) or a 5xx. */
const noAnswer = () => new ApiError(ApiErrorCode.NETWORK_FAILURE, 'Failed to fetch', '/sys/cash/findOrder');
const serverTrouble = () => new ApiError(ApiErrorCode.SERVICE_UNAVAILABLE, 'Busy', '/sys/cash/findOrder');

describe('look-ups that get no answer (decision 065)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('are asked again after 1, 2, 4 s..., are not looks, and the schedule goes on after', async () => {
    const times: number[] = [];
    const failures: number[] = [];
    const onAnswer = vi.fn((_answer: string, _attempt: number) => 'continue' as const);
    const onError = vi.fn();
    const onExhausted = vi.fn();
    let calls = 0;
    startPoll(polls.CASH, {
      lookup: async () => {
        times.push(Date.now());
        calls += 1;
        if (calls <= 3) throw calls === 2 ? serverTrouble() : noAnswer();
        return 'wait';
      },
      onAnswer,
      onError,
      onExhausted,
      onLookupFailed: (_error, count) => failures.push(count),
    });
    await advance(30_000);
    // Failed at 0, 1 s and 3 s; answered at 7 s, then the spec's four looks 2 s apart.
    expect(times).toEqual([0, 1000, 3000, 7000, 9000, 11_000, 13_000]);
    expect(failures).toEqual([1, 2, 3]);
    expect(onAnswer.mock.calls.map(([, attempt]) => attempt)).toEqual([1, 2, 3, 4]);
    expect(onExhausted).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('wait at most 30 s between tries, for as long as the poll runs', async () => {
    const times: number[] = [];
    startPoll(polls.CASH, {
      lookup: async () => {
        times.push(Date.now());
        throw noAnswer();
      },
      onAnswer: () => 'continue',
    });
    await advance(200_000);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps.slice(0, 7)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('a look that never answers is given up after 15 s and asked again', async () => {
    const lookup = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          if (lookup.mock.calls.length > 1) resolve('false');
          else signal.addEventListener('abort', () => reject(noAnswer()));
        }),
    );
    const onAnswer = vi.fn(() => 'stop' as const);
    const onLookupFailed = vi.fn();
    startPoll(polls.CASH, { lookup, onAnswer, onLookupFailed });
    await advance(14_000);
    expect(onLookupFailed).not.toHaveBeenCalled();
    await advance(2_000);
    expect(onLookupFailed).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[0].aborted).toBe(true);
    expect(onAnswer).toHaveBeenCalledWith('false', 1);
  });

  it('wait while the browser is offline, and go on when it is back', async () => {
    const lookup = vi.fn(async () => 'wait');
    startPoll(polls.POLLED_FRAME, { lookup, onAnswer: () => 'continue' });
    await advance(1500);
    expect(lookup).toHaveBeenCalledTimes(2);
    act(() => onlineManager.setOnline(false));
    await advance(10_000);
    expect(lookup).toHaveBeenCalledTimes(2);
    act(() => onlineManager.setOnline(true));
    await advance(100);
    expect(lookup).toHaveBeenCalledTimes(3);
    await advance(2000);
    expect(lookup).toHaveBeenCalledTimes(5);
  });

  it('stop asking once the poll is stopped', async () => {
    const lookup = vi.fn(async () => {
      throw noAnswer();
    });
    const stop = startPoll(polls.CASH, { lookup, onAnswer: () => 'continue' });
    await advance(3500);
    expect(lookup).toHaveBeenCalledTimes(3);
    stop();
    await advance(60_000);
    expect(lookup).toHaveBeenCalledTimes(3);
  });
});
