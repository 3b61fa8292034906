import { defineConfig } from 'vitest/config';

// The robustness suites (fuzz, authorisation matrix, money under load, crash, input safety):
// node only, long-running by design, so their timeouts are generous. Each file builds its own
// simulator. (Vitest reads pool options such as file parallelism from the root config only; the
// root config runs these files as two projects, those that run programs of their own last.)
export const robustnessOptions = {
  root: import.meta.dirname,
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: { name: 'robustness', include: ['robustness/**/*.test.ts'], ...robustnessOptions },
});
