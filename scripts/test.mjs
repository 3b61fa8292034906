// `npm test`: every suite, in order: format and lint, type check, unit and API suites
// (Vitest), then the browser suite (Playwright in a real Chromium against the server that
// `npm start` runs). Ends with one line counting the tests that passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumVersion, findChromium } from './lib/chromium.mjs';
import { repoRoot, runPnpm } from './lib/pnpm.mjs';
import { checkNode, ensureInstalled, ensureWebBuilt } from './lib/workspace.mjs';

checkNode();
ensureInstalled();

const resultsDir = join(repoRoot, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };
const stages = [];

function stage(name, run) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const ok = run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  stages.push({ name, ok, seconds });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

const exec = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options }).status === 0;

function readCounts(file, pick) {
  if (!existsSync(file)) return;
  const counts = pick(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
}

let ok = stage('format and lint (biome)', () => exec(bin('biome'), ['check', '.']));
ok = stage('type check', () => runPnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck']) === 0) && ok;
ok =
  stage('unit and API suites (vitest)', () => {
    const passed = exec(bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(resultsDir, 'vitest.json')}`,
    ]);
    readCounts(join(resultsDir, 'vitest.json'), (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests,
    }));
    return passed;
  }) && ok;

ok =
  stage('browser suite (playwright, real chromium)', () => {
    ensureWebBuilt();
    const chromium = findChromium();
    if (!chromium) return false;
    console.log(`Chromium: ${chromium} (${chromiumVersion(chromium)})`);
    const dataDir = join(repoRoot, '.data', 'e2e');
    rmSync(dataDir, { recursive: true, force: true });
    const passed = exec(
      join(repoRoot, 'tests', 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'tests/playwright.config.ts'],
      {
        env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
      },
    );
    readCounts(join(resultsDir, 'e2e.json'), (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
    }));
    return passed;
  }) && ok;

console.log('\nStages:');
for (const s of stages) console.log(`  ${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.seconds} s)`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
