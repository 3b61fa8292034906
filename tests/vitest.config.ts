import { defineConfig } from 'vitest/config';

// The robustness suites (fuzz, authorisation matrix, money under load, crash, input safety):
// node only, long-running by design, so their timeouts are generous. Each file builds its own
// simulator; files run one at a time so that the load and crash figures are not skewed by a
// neighbour on a 2-core machine.
export default defineConfig({
  test: {
    name: 'robustness',
    root: import.meta.dirname,
    environment: 'node',
    include: ['robustness/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
