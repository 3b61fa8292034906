import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  describeFailures,
  describeSlowest,
  playwrightFailures,
  playwrightTimings,
  vitestFailures,
  vitestTimings,
  vitestUnhandled,
} from '../../scripts/lib/test-report.mjs';

/**
 * What `npm test` prints last about failed tests, read from the reporters' real JSON: CI kept only
 * the tail of a failed run, which named the failed browser test but not its error.
 */
const root = join(import.meta.dirname, '..', '..');
/** The suite's own @playwright/test, by file: the specs below live outside the workspace. */
const playwrightTest = pathToFileURL(
  join(root, 'tests', 'node_modules', '@playwright', 'test', 'index.mjs'),
).href;
const dir = mkdtempSync(join(tmpdir(), 'test-report-'));
mkdirSync(join(dir, 'e2e'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a reporter's command in the scratch folder (not spawnSync: it would stall the worker). */
function run(bin: string, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      bin,
      args,
      { cwd: dir, env: { ...process.env, CI: '1' }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** Runs the specs of e2e/ matching `pattern` under a one-project config; answers its JSON report. */
async function runPlaywright(pattern: string): Promise<unknown> {
  writeFileSync(
    join(dir, 'pw.config.mjs'),
    "export default { testDir: 'e2e', projects: [{ name: 'desktop' }] };\n",
  );
  const playwright = join(root, 'tests', 'node_modules', '.bin', 'playwright');
  const result = await run(playwright, ['test', '-c', 'pw.config.mjs', '--reporter=json', pattern]);
  expect(result.status).toBe(1);
  return JSON.parse(result.stdout);
}

describe('the failures npm test prints last', () => {
  it("names a failed Vitest test with its file and the assertion's first lines", async () => {
    writeFileSync(
      join(dir, 'sums.test.mjs'),
      "import { it, expect } from 'vitest';\nit('adds', () => expect(1 + 1).toBe(3));\nit('passes', () => {});\n",
    );
    const result = await run(join(root, 'node_modules', '.bin', 'vitest'), [
      'run',
      '--root',
      dir,
      '--reporter=json',
      `--outputFile=${join(dir, 'vitest.json')}`,
    ]);
    expect(result.status).toBe(1);
    const failures = vitestFailures(JSON.parse(readFileSync(join(dir, 'vitest.json'), 'utf8')), dir);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.title).toBe('sums.test.mjs › adds');
    expect(failures[0]?.why).toMatch(/expected 2 to be 3/);
    // Where it broke, not the assertion library's frames.
    expect(failures[0]?.why).toMatch(/sums\.test\.mjs:2/);
    expect(failures[0]?.why).not.toMatch(/node_modules/);

    // The slowest list reads the same report: each test with its time, each file with its whole.
    const timings = vitestTimings(JSON.parse(readFileSync(join(dir, 'vitest.json'), 'utf8')), dir);
    expect(timings.tests.map((test) => test.title).sort()).toEqual([
      'sums.test.mjs › adds',
      'sums.test.mjs › passes',
    ]);
    expect(timings.files).toEqual([{ title: 'sums.test.mjs', ms: expect.any(Number) }]);
    expect(timings.tests.every((test) => test.ms >= 0)).toBe(true);
  });

  it('names an error Vitest caught outside any test, when every test passed', async () => {
    const sub = join(dir, 'unhandled');
    mkdirSync(sub);
    writeFileSync(
      join(sub, 'late.test.mjs'),
      "import { it } from 'vitest';\nit('passes', () => { setTimeout(() => { throw new TypeError('thrown a tick late'); }); });\nit('waits', () => new Promise((r) => setTimeout(r, 50)));\n",
    );
    const result = await run(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--root', sub]);
    expect(result.status).toBe(1);
    // npm test reads both streams, as Vitest writes the block to its error stream.
    const failures = vitestUnhandled(`${result.stdout}${result.stderr}`);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.title).toMatch(/outside any test/);
    expect(failures[0]?.why).toMatch(/TypeError: thrown a tick late/);
    // A clean run has none.
    expect(vitestUnhandled(' Test Files  1 passed (1)\n')).toEqual([]);
  });

  it('names a failed Playwright test with its project, file, line and error, without colour codes', async () => {
    writeFileSync(
      join(dir, 'e2e', 'journey.spec.mjs'),
      `import { test, expect } from '${playwrightTest}';\n\ntest('ends home', async () => {\n  expect('slots').toBe('home');\n});\ntest('passes', async () => {});\n`,
    );
    const failures = playwrightFailures(await runPlaywright('journey'), dir);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.title).toBe('[desktop] e2e/journey.spec.mjs:3 › ends home');
    expect(failures[0]?.why).toContain('Expected: "home"');
    expect(failures[0]?.why).not.toContain('\u001b[');
  });

  it('times every Playwright test, passed or failed, by project, file and line', async () => {
    writeFileSync(
      join(dir, 'e2e', 'timed.spec.mjs'),
      `import { test, expect } from '${playwrightTest}';\n\ntest('fails', async () => {\n  expect(1).toBe(2);\n});\ntest('passes', async () => {});\n`,
    );
    const timings = playwrightTimings(await runPlaywright('timed'), dir);
    expect(timings.map((test) => test.title)).toEqual([
      '[desktop] e2e/timed.spec.mjs:3 › fails',
      '[desktop] e2e/timed.spec.mjs:6 › passes',
    ]);
    expect(timings.every((test) => Number.isFinite(test.ms) && test.ms >= 0)).toBe(true);
  });

  it('names an error outside any test: a spec that does not load', async () => {
    writeFileSync(join(dir, 'e2e', 'broken.spec.mjs'), "import './missing-helper.mjs';\n");
    const failures = playwrightFailures(await runPlaywright('broken'), dir);
    expect(failures[0]?.title).toBe('Playwright, outside any test');
    expect(failures[0]?.why).toMatch(/missing-helper/);
  });

  it('shows ten failures at most, then says how many more the output holds', () => {
    const failures = Array.from({ length: 12 }, (_, index) => ({ title: `test ${index}`, why: '      why' }));
    const lines = describeFailures(failures).split('\n');
    expect(lines[0]).toBe('Failed:');
    expect(lines).toContain('  test 9');
    expect(lines).not.toContain('  test 10');
    expect(lines.at(-1)).toBe('  and 2 more, above');
  });

  it('lists the slowest entries longest first, at most the count asked, with seconds', () => {
    const entries = [
      { title: 'quick', ms: 40 },
      { title: 'slow', ms: 12_345 },
      { title: 'middling', ms: 2_000 },
    ];
    expect(describeSlowest('Slowest tests', entries, 2).split('\n')).toEqual([
      'Slowest tests:',
      '    12.3 s  slow',
      '     2.0 s  middling',
    ]);
    expect(describeSlowest('Slowest tests', [])).toBe('');
  });
});
