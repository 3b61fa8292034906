import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { robustnessOptions } from './tests/vitest.config';

// One Vitest run over every package; the browser suite is Playwright's (tests/e2e).
//
// Every core gets a worker (Vitest's own default in a run is one fewer: one worker on a 2-core
// machine, where the files' own waiting leaves a core idle), and the pool keeps them all from the
// start: with fewer kept than allowed, the pool closes an idle worker that is not isolated, and
// the run ends with "Terminating worker thread" (decision 032).
const workers = Math.max(availableParallelism(), 2);

/**
 * Robustness files that run programs of their own for minutes: an npm install of the packed kit
 * and Playwright runs with their browsers, three simulators behind nginx, Vitest and Playwright
 * runs. Beside them the other worker's files, timed by their budgets, starved (a 1-second test
 * past its 20 s) on two cores: they run after every other file, as a group of their own.
 */
const RUNS_PROGRAMS = [
  'robustness/packages.test.ts',
  'robustness/farm.test.ts',
  'robustness/test-report.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      'contracts',
      'fixtures',
      'sim-server',
      'sim-testing',
      'web/vite.config.ts',
      {
        test: {
          ...robustnessOptions,
          name: 'robustness',
          include: ['robustness/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RUNS_PROGRAMS],
        },
      },
      {
        test: {
          ...robustnessOptions,
          name: 'robustness-programs',
          include: RUNS_PROGRAMS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
    maxWorkers: workers,
    minWorkers: workers,
    // The threads pool shares one module graph per worker; only the simulator's project runs there
    // (sim-server/vitest.config.ts). The web app's modules hold app state: its project runs in the
    // vmThreads pool, a fresh vm context per file in a kept worker (web/vite.config.ts, decision
    // 055). The rest runs in the forks pool, a fresh process per file: the robustness suites start
    // servers and processes that must not outlive their file.
    poolOptions: {
      threads: { isolate: false },
      // A worker's heap grows from file to file (a whole web run peaked at 4 GB resident for two
      // workers): past this it is replaced before its next file. Vitest's default is the
      // machine's memory divided by its default worker count (one on two cores): never, here.
      vmThreads: { memoryLimit: '1GB' },
    },
  },
});
