import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args';

const repoRoot = join(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: join(repoRoot, 'test-results', 'e2e-artifacts'),
  fullyParallel: true,
  // Four browsers on two cores: the journeys mostly wait (polls, timers, animations), so two
  // workers kept the stage about a quarter busy; four ran it in 250 s instead of 310 s, all green.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 4,
  // No retries: a flaky test is a bug to fix, not a second chance to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: join(repoRoot, 'test-results', 'e2e.json') }]],
  use: {
    baseURL,
    headless: true,
    // A device that asks for less motion: the latest-wins ticker stands still and the slideshow
    // starts paused, as the app does for such players. Moving, they kept each idle home page's
    // Chromium at a quarter of a core (decision 071); the home test turns motion back on.
    contextOptions: { reducedMotion: 'reduce' },
    // A first visit, with no service worker: installing one downloads the whole build's 145 files
    // into every test's new context. offline.spec.ts allows it where the worker is the subject.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-quic'] },
    screenshot: 'only-on-failure',
    // A failing test keeps its screenshot and its error context (the page's accessibility tree
    // at the failure). A trace is asked for (E2E_TRACE=1, to rerun a failing test with one):
    // recording every test's DOM snapshots to keep a failing one's costs about a tenth of the
    // browser suite's CPU, its screencast far more (decision 032).
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    // Pixel 7 emulation: mobile viewport, touch, mobile user agent; same Chromium binary. Only
    // the tests whose subject is the layout (tagged LAYOUT, support/world.ts) run here too.
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@layout/ },
  ],
  webServer: {
    command: `"${process.execPath}" --import tsx sim-server/src/server.ts`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SIM_DATA_DIR: process.env.E2E_DATA_DIR ?? join(repoRoot, '.data', 'e2e'),
      LOG_LEVEL: 'warn',
      // Mails link absolutely to the site: here, the server the tests open.
      SITE_URL: baseURL,
    },
  },
});
