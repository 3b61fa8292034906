// `npm run bench`: the performance figures of issue 9 in one table (never part of `npm test`).
// Installs what is missing, builds the web app when stale, then runs tests/bench/run-bench.ts,
// which starts the simulator as `npm start` does, two reference servers on the same data, loads
// them with autocannon, and measures the built app in headless Chromium.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import { checkNode, ensureInstalled, ensureWebBuilt } from './lib/workspace.mjs';

checkNode();
ensureInstalled();
ensureWebBuilt();
const chromium = findChromium();
const result = spawnSync(process.execPath, ['--import', 'tsx', join('tests', 'bench', 'run-bench.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
});
process.exit(result.status ?? 1);
