import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every package; the browser suite is Playwright's (tests/e2e).
export default defineConfig({
  test: {
    projects: ['contracts', 'fixtures', 'sim-server', 'web/vite.config.ts', 'tests/vitest.config.ts'],
    // Vitest's own default in a run is one worker fewer than the cores: one worker on a 2-core
    // machine, where the files' own waiting (a simulator, jsdom, timers) leaves a core idle.
    maxWorkers: Math.max(availableParallelism(), 2),
  },
});
