import { defineConfig } from 'vitest/config';

// The robustness suites (fuzz, authorisation matrix, money under load, crash, input safety):
// node only, long-running by design, so their timeouts are generous. Each file builds its own
// simulator. (Vitest reads pool options such as file parallelism from the root config only.)
export default defineConfig({
  test: {
    name: 'robustness',
    root: import.meta.dirname,
    environment: 'node',
    include: ['robustness/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
