import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@casino/sim-testing',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
