import { defineConfig } from 'vitest/config';

// The robustness suites (fuzz, authorisation matrix, money under load, crash, input safety):
// node only, long-running by design, so their timeouts are generous. Each file builds its own
// simulator, so files share one module graph per worker (decision 032).
export default defineConfig({
  test: {
    name: 'robustness',
    root: import.meta.dirname,
    environment: 'node',
    include: ['robustness/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // One module graph per worker: the threads pool's options in the root vitest.config.ts.
    pool: 'threads',
  },
});
