import { defineProject } from 'vitest/config';

// The simulator's tests run in the threads pool, which the root config does not isolate: one
// module graph per worker, a third of the CPU of a fresh one per file (47 against 166 CPU seconds
// on two cores, decision 032). That is safe here: each file builds its own app from the seed
// template, and no module keeps a test's state.
export default defineProject({
  test: {
    name: '@casino/sim-server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'threads',
    // Apps, worlds and real servers on two cores busy with the type check beside: room enough
    // that a slow moment is not a failure (Vitest's default is 5 s).
    testTimeout: 20_000,
    // `expect.poll` waits on a condition within the test's budget, not its own 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
