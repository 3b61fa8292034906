import { describe, expect, it } from 'vitest';
import { JobRunner } from './jobs';

describe('job runner', () => {
  it('runs every job with the clock time and keeps going past a failing one', () => {
    const seen: number[] = [];
    const failures: string[] = [];
    const runner = new JobRunner(
      () => 42,
      (name) => failures.push(name),
    );
    runner.register('broken', () => {
      throw new Error('boom');
    });
    runner.register('records', (now) => seen.push(now));
    runner.runAll();
    expect(seen).toEqual([42]);
    expect(failures).toEqual(['broken']);
  });

  it('spaces request-triggered runs', () => {
    let runs = 0;
    const runner = new JobRunner(() => 0, undefined, 60_000);
    runner.register('count', () => {
      runs += 1;
    });
    runner.runIfDue();
    runner.runIfDue();
    expect(runs).toBe(1);
  });
});
