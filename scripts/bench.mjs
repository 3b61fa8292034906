// `npm run bench`: the performance figures in one table (docs/benchmarks.md; never part of `npm test`).
// Installs what is missing, builds the web app when stale, then runs tests/bench/run-bench.ts,
// which starts the simulator as `npm start` does, two reference servers on the same data, loads
// them with autocannon, and measures the built app in headless Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { repoRoot, runPnpm } from './lib/pnpm.mjs';
import { checkNode, ensureInstalled, ensureWebBuilt } from './lib/workspace.mjs';

checkNode();
ensureInstalled();
ensureWebBuilt();
// The production variant (no demo panel, as the docker image ships it) goes to its own folder,
// so web/dist keeps the demo build that `npm start` serves.
const productionDist = mkdtempSync(join(tmpdir(), 'casino-web-production-'));
const built = runPnpm(
  ['--filter', '@casino/web', 'exec', 'vite', 'build', '--outDir', productionDist, '--emptyOutDir'],
  {
    env: { ...process.env, VITE_DEMO_PANEL: 'false', npm_config_update_notifier: 'false' },
  },
);
if (built !== 0) {
  console.error('Building the production variant failed; see the output above.');
  process.exit(built);
}
const chromium = findChromium();
const result = spawnSync(process.execPath, ['--import', 'tsx', join('tests', 'bench', 'run-bench.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    BENCH_PRODUCTION_DIST: productionDist,
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  },
});
rmSync(productionDist, { recursive: true, force: true });
process.exit(result.status ?? 1);
