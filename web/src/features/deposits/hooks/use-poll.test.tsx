import { DepositPolls } from '@casino/contracts/deposits/rules';
import { QueryClientProvider } from '@tanstack/react-query';
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

  it('an error response stops polling and is reported', async () => {
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
