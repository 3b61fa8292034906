// `npm test`: every suite. Format and lint (biome, import boundaries, unused code) first; then the
// unit and API suites (Vitest); then the browser suite (Playwright in a real Chromium against the
// server that `npm start` runs) with the type check beside it: Vitest keeps both cores busy, while
// the browser journeys mostly wait on the page, so the type check costs the whole run least there.
// Ends with each stage's time, one line counting the tests that passed and failed, and last each
// failed test with its location and the first lines of its error, so that the tail of a CI log
// says what broke.
//
// The type check's output is held back and printed when it ends, so Playwright's report reads whole.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumVersion, findChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import {
  describeFailures,
  describeSlowest,
  playwrightFailures,
  playwrightTimings,
  vitestFailures,
  vitestTimings,
  vitestUnhandled,
} from './lib/test-report.mjs';
import { checkNode, ensureInstalled, ensureWebBuilt } from './lib/workspace.mjs';

checkNode();
ensureInstalled();

const resultsDir = join(repoRoot, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };
/** Each failed test: where it is and the first lines of why, printed last. */
const failures = [];
/** The slowest tests and files of each suite, printed before the failures. */
const slowest = [];
const stages = [];
const suiteStarted = Date.now();

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one stage; `run` returns (a promise of) whether it passed. */
async function stage(name, run) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const ok = await run();
  stages.push({ name, ok, seconds: seconds(started) });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(started)} s)`);
  return ok;
}

/**
 * Runs a command; resolves with whether it exited 0 and what it printed: held back when `quiet`,
 * else printed as it comes and kept too.
 */
function exec(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        output += chunk;
        if (!quiet) to.write(chunk);
      });
    }
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

function readCounts(file, pick) {
  if (!existsSync(file)) return;
  const counts = pick(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  failures.push(...counts.failures);
  slowest.push(...counts.slowest);
}

/** `npm run typecheck` (TypeScript 7 over every package, decision 039), output held back. */
async function typeCheck() {
  const started = Date.now();
  const { ok, output } = await exec(process.execPath, [join(repoRoot, 'scripts', 'typecheck.mjs')], {
    quiet: true,
  });
  console.log(`\n=== type check: ${ok ? 'ok' : 'FAILED'} (${seconds(started)} s, beside playwright)`);
  if (!ok) console.log(output);
  stages.push({ name: 'type check (beside playwright)', ok, seconds: seconds(started) });
  return ok;
}

async function vitest() {
  const { ok, output } = await exec(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, 'vitest.json')}`],
    // The packages suite drives the installed kit's Playwright fixture in a real Chromium too.
    { env: chromium ? { CHROMIUM_PATH: chromium } : {} },
  );
  readCounts(join(resultsDir, 'vitest.json'), (r) => {
    const timings = vitestTimings(r, repoRoot);
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      failures: vitestFailures(r, repoRoot),
      slowest: [
        describeSlowest('Slowest Vitest tests', timings.tests),
        describeSlowest('Slowest Vitest files (setup included)', timings.files, 5),
      ],
    };
  });
  // Errors Vitest caught outside any test fail the stage with every test passed.
  failures.push(...vitestUnhandled(output));
  return ok;
}

async function playwright() {
  ensureWebBuilt();
  if (!chromium) return false;
  const dataDir = join(repoRoot, '.data', 'e2e');
  rmSync(dataDir, { recursive: true, force: true });
  const { ok } = await exec(
    join(repoRoot, 'tests', 'node_modules', '.bin', 'playwright'),
    ['test', '-c', 'tests/playwright.config.ts'],
    { env: { CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir } },
  );
  readCounts(join(resultsDir, 'e2e.json'), (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    failures: playwrightFailures(r, repoRoot),
    slowest: [describeSlowest('Slowest browser tests', playwrightTimings(r, repoRoot))],
  }));
  return ok;
}

/** The import boundaries of decision 038 (no cycles, features apart, contracts on zod alone). */
const BOUNDED = ['contracts/src', 'fixtures/src', 'sim-server/src', 'sim-testing/src', 'web/src', 'tests'];
// Unused files, exports and dependencies (knip.jsonc), so dead code does not come back. Its cache
// (node_modules/.cache/knip: each file's parse, kept until the file's size or time changes) takes
// a later run from about 9 CPU seconds to 3.
let ok = await stage(
  'format and lint (biome, import boundaries, unused code)',
  () =>
    spawnSync(bin('biome'), ['check', '.'], { cwd: repoRoot, stdio: 'inherit' }).status === 0 &&
    spawnSync(bin('depcruise'), [...BOUNDED, '--output-type', 'err'], { cwd: repoRoot, stdio: 'inherit' })
      .status === 0 &&
    spawnSync(bin('knip'), ['--cache'], { cwd: repoRoot, stdio: 'inherit' }).status === 0,
);
// Chromium before any suite: on a fresh machine it is installed here (as root on Debian), and
// the packages suite in Vitest needs it as much as the browser suite does.
const chromium = findChromium();
if (chromium) console.log(`Chromium: ${chromium} (${chromiumVersion(chromium)})`);
// The demo build first: the browser suite serves it, and the packages test (tests/robustness)
// packs it into the simulator's package; built here once, not inside a Vitest worker.
ensureWebBuilt();
ok = (await stage('unit and API suites (vitest)', vitest)) && ok;
const checking = typeCheck();
ok = (await stage('browser suite (playwright, real chromium)', playwright)) && ok;
ok = (await checking) && ok;

for (const block of slowest.filter(Boolean)) console.log(`\n${block}`);
console.log('\nStages:');
for (const s of stages) console.log(`  ${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.seconds} s)`);
console.log(`  in all: ${seconds(suiteStarted)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
if (failures.length > 0) console.log(`\n${describeFailures(failures)}`);
process.exit(ok ? 0 : 1);
