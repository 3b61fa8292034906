import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The kit from another repository, as docs/qa-in-your-repository.md has a QA team use it: the
 * three packages are packed (`npm run pack`), installed with npm into a folder outside the
 * workspace (no workspace link), `casino-sim start` runs from there, and the guide's Playwright
 * example (sim-testing/examples), which imports only `@casino/sim-testing/playwright`, signs a
 * member in in its world, adds a rule through `world.control`, verifies a call with
 * `expectCalled`, and runs beside a second test that does not see the first one's changes. A test
 * failing there gets its world's journal and export attached, and the installed
 * `casino-sim world import <file>` makes that world again.
 *
 * The install runs no install scripts and takes the workspace's compiled SQLite addon (same
 * better-sqlite3 version, same Node): a QA team's `npm install` compiles it once (about 2 min here,
 * where no prebuilt binary can be downloaded), which this test has no need to measure each time.
 */

const repoRoot = join(import.meta.dirname, '..', '..');
const examples = join(repoRoot, 'sim-testing', 'examples');
const playwrightVersion = (
  JSON.parse(
    readFileSync(join(repoRoot, 'tests', 'node_modules', '@playwright', 'test', 'package.json'), 'utf8'),
  ) as {
    version: string;
  }
).version;
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The outside world: no workspace variables, no loader. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(NODE_OPTIONS|VITEST|npm_|PNPM|INIT_CWD)/i.test(name)),
);

/**
 * Runs a command to its end without blocking: a pack, an install or a Playwright run takes
 * minutes, and a Vitest worker whose event loop is held that long loses its link to Vitest
 * ("Timeout calling onTaskUpdate"). Answers the exit status, stdout, and both outputs together.
 */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = cleanEnv,
): Promise<{ status: number | null; stdout: string; out: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let out = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      done({ status: null, stdout, out: `${out}${error.message}` });
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, stdout, out });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Packs into a temporary folder; answers the tarballs (the pack is cached by its inputs' hash). */
async function packTarballs(): Promise<string[]> {
  const dir = join(tmpdir(), `casino-kit-tarballs-${process.pid}`);
  const packed = await run(
    process.execPath,
    [join(repoRoot, 'scripts', 'pack.mjs'), dir],
    repoRoot,
    process.env,
  );
  expect(packed.status, packed.out).toBe(0);
  cleanUp.push(dir);
  return ['contracts', 'sim-server', 'sim-testing'].map((name) => join(dir, `casino-${name}-0.1.0.tgz`));
}

/**
 * What an install fetches from the registry: the dependencies the tarballs leave to npm, and
 * Playwright's version. Read from the packed manifests, which have real versions.
 */
function dependencyKey(tarballs: string[]): string {
  const hash = createHash('sha256').update(playwrightVersion);
  for (const tarball of tarballs) {
    const manifest = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
    expect(manifest.status, manifest.stderr).toBe(0);
    const { dependencies, peerDependencies } = JSON.parse(manifest.stdout) as Record<string, unknown>;
    hash.update(JSON.stringify({ dependencies, peerDependencies }));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * npm-installs the tarballs and Playwright into a folder outside the workspace. The folder is
 * kept by what it fetches (`dependencyKey`): a changed kit with the same dependencies is
 * installed over the kept one, where npm swaps the kit's three packages and fetches nothing else
 * (Playwright, Fastify, SQLite and the rest stay); the same tarballs again install nothing.
 */
async function install(tarballs: string[]): Promise<string> {
  const contents = createHash('sha256');
  for (const tarball of tarballs) contents.update(readFileSync(tarball));
  const kit = contents.digest('hex');
  // One install kept per checkout (about 200 MB): the one of these dependencies.
  const prefix = `casino-kit-qa-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 8)}-`;
  const dir = join(tmpdir(), `${prefix}${dependencyKey(tarballs)}`);
  const installed = join(dir, '.installed');
  if (existsSync(installed) && readFileSync(installed, 'utf8') === kit) return dir;
  if (!existsSync(installed)) {
    for (const entry of readdirSync(tmpdir()))
      if (entry.startsWith(prefix)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "name": "qa-suite", "private": true, "type": "module" }\n');
  }
  const npm = await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs,
      `@playwright/test@${playwrightVersion}`,
    ],
    dir,
  );
  expect(npm.status, npm.out).toBe(0);
  const addon = join('better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  mkdirSync(join(dir, 'node_modules', 'better-sqlite3', 'build', 'Release'), { recursive: true });
  copyFileSync(join(repoRoot, 'sim-server', 'node_modules', addon), join(dir, 'node_modules', addon));
  writeFileSync(installed, kit);
  return dir;
}

/** Starts `casino-sim start` there; answers once it printed the ready line. */
function startSimulator(dir: string, port: number): Promise<ChildProcess> {
  const dataDir = join(dir, '.data');
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(
    join(dir, 'node_modules', '.bin', 'casino-sim'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir],
    { cwd: dir, env: { ...cleanEnv, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`casino-sim start printed no ready line:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (
        output.includes(`Casino kit ready at http://127.0.0.1:${port}/ (API /api, reference /docs, database `)
      ) {
        clearTimeout(timer);
        done(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`casino-sim start exited ${code}:\n${output}`)));
  });
}

/** Not the guide's: a test that fails on purpose, to see its world's journal and export in the report. */
const FAILING_SPEC = `import { expect, test } from '@casino/sim-testing/playwright';
test('fails on purpose', async ({ page, signInAs }) => {
  await signInAs('demo');
  await expect(page.getByRole('banner')).toContainText('9,999.00', { timeout: 500 });
});
`;

/**
 * Not the guide's: the page guard in the installed fixture. A failed load a fault of the test's
 * world made is expected; any other fails the test, naming it.
 */
const GUARD_SPEC = `import { expect, test } from '@casino/sim-testing/playwright';
const failedLoad = (page) => page.waitForEvent('console', (message) => message.text().startsWith('Failed to load resource'));
const post = (page, path) => page.evaluate(async (path) => (await fetch(path, { method: 'POST' })).status, path);
test('a failed load the test ordered with a fault is expected', async ({ page, world }) => {
  await world.control.call('addFault', { pathPattern: '/api/sys/deposit/payp/depositOrder', http500: true });
  await page.goto('/#/404');
  const seen = failedLoad(page);
  expect(await post(page, '/api/sys/deposit/payp/depositOrder')).toBe(500);
  await seen;
});
test('any other failed load still fails the test', async ({ page }) => {
  await page.goto('/#/404');
  const seen = failedLoad(page);
  expect(await post(page, '/api/sys/no/such/call')).toBe(404);
  await seen;
});
`;

/**
 * Not the guide's: a test that times out while its page keeps asking its world, to read the page
 * Playwright's error context saw: the page as the failure left it, not after its world closed.
 */
const TIMEOUT_SPEC = `import { test } from '@casino/sim-testing/playwright';
test('times out while the page asks its world', async ({ page }) => {
  test.setTimeout(6_000);
  await page.goto('/#/404');
  await page.evaluate(() => {
    const line = document.createElement('p');
    document.body.append(line);
    void (async () => {
      for (;;) {
        const answer = await fetch('/api/sys/ipinfoCloudFlare', { method: 'POST' }).then((r) => r.json(), () => null);
        line.textContent = answer?.error === 0 ? 'The world answers' : 'Last answer: ' + (answer?.message ?? 'none');
        await new Promise((done) => setTimeout(done, 5));
      }
    })();
  });
  await page.getByText('The world answers').waitFor();
  await page.getByText('Never on this page').waitFor();
});
`;

interface JsonReport {
  suites: {
    specs: {
      title: string;
      tests: {
        results: {
          status: string;
          error?: { message?: string };
          attachments: { name: string; body?: string; path?: string }[];
        }[];
      }[];
    }[];
  }[];
}

/**
 * One Playwright run in the installed folder, with its config (the guide's example): the
 * example's specs and `specs` written beside them, with the JSON reporter; answers the exit
 * status and each test's result by its title. One run: its two workers launch a browser each,
 * for every test here.
 */
async function runSpecs(dir: string, url: string, specs: Record<string, string>) {
  for (const [name, source] of Object.entries(specs)) writeFileSync(join(dir, name), source);
  const result = await run(
    process.execPath,
    [join(dir, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--reporter=json'],
    dir,
    { ...cleanEnv, SIM_URL: url, CHROMIUM_PATH: chromium },
  );
  for (const name of Object.keys(specs)) rmSync(join(dir, name));
  const report = JSON.parse(result.stdout) as JsonReport;
  const results = Object.fromEntries(
    report.suites.flatMap((suite) => suite.specs).map((spec) => [spec.title, spec.tests[0]?.results[0]]),
  );
  return { status: result.status, out: result.out, results };
}

let simulator: ChildProcess | undefined;
const cleanUp: string[] = [];
afterAll(() => {
  simulator?.kill('SIGTERM');
  for (const dir of cleanUp) rmSync(dir, { recursive: true, force: true });
});

describe('the kit from another repository', () => {
  let kit: { dir: string; url: string; suite: Awaited<ReturnType<typeof runSpecs>> };
  beforeAll(async () => {
    const dir = await install(await packTarballs());
    for (const file of ['playwright.config.ts', 'member.spec.ts'])
      copyFileSync(join(examples, file), join(dir, file));
    const port = await freePort();
    simulator = await startSimulator(dir, port);
    const url = `http://127.0.0.1:${port}`;
    // The guide's example suite, beside tests that fail on purpose to show what a failure gives.
    const suite = await runSpecs(dir, url, {
      'failing.spec.ts': FAILING_SPEC,
      'guard.spec.ts': GUARD_SPEC,
      'timeout.spec.ts': TIMEOUT_SPEC,
    });
    kit = { dir, url, suite };
  }, 300_000);

  it('installs with npm outside the workspace; its Playwright fixture and casino-sim verify work', async () => {
    const { dir, url, suite } = kit;
    // Nothing in the installed packages still points into the workspace.
    const manifest = readFileSync(join(dir, 'node_modules', '@casino', 'sim-server', 'package.json'), 'utf8');
    expect(manifest).not.toMatch(/workspace:|catalog:/);
    for (const title of ['a member whose balance QA set', 'the seeded member, in a world of its own'])
      expect(suite.results[title]?.status, `${title}:\n${suite.out}`).toBe('passed');

    // A failing test gets its world's journal attached to the report.
    const failing = suite.results['fails on purpose'];
    expect(failing?.status, suite.out).toBe('failed');
    const attachments = failing?.attachments ?? [];
    const names = JSON.stringify(attachments.map((attachment) => attachment.name));
    const journal = attachments.find((attachment) => /^world w-\S+ journal$/.test(attachment.name));
    expect(journal?.body, names).toBeDefined();
    expect(Buffer.from(journal?.body ?? '', 'base64').toString()).toContain('"/api/sys/auth/login"');
    // ... and its world's export, which `casino-sim world import` makes into a world again (the
    // one command docs/qa-in-your-repository.md gives to reproduce a CI failure), journal included.
    const exported = attachments.find((attachment) => /^w-[\w.-]+\.world\.json$/.test(attachment.name));
    expect(exported?.path, names).toBeDefined();
    const casinoSim = join(dir, 'node_modules', '.bin', 'casino-sim');
    const imported = await run(casinoSim, ['world', 'import', exported?.path ?? '', '--url', url], dir);
    expect(imported.status, imported.out).toBe(0);
    const world = JSON.parse(imported.stdout) as { id: string; cookie: string };
    expect(world.cookie).toBe(`sim_world=${world.id}`);
    const replayed = (await (
      await fetch(`${url}/__sim/journal`, {
        headers: { 'X-Sim-Key': 'local-qa-key', 'X-Sim-World': world.id },
      })
    ).json()) as { data: { path: string }[] };
    expect(replayed.data.map((entry) => entry.path)).toContain('/api/sys/auth/login');

    // A call never made: exit 1, and the nearest miss named (the POST the default world saw).
    await fetch(`${url}/api/sys/ipinfoCloudFlare`, { method: 'POST' });
    const verify = await run(
      casinoSim,
      ['verify', '/sys/ipinfoCloudFlare', '--method', 'GET', '--url', url],
      dir,
    );
    expect(verify.status, verify.out).toBe(1);
    expect(verify.out).toMatch(/Near misses, nearest first:\n {2}1\. #\d+ POST \/api\/sys\/ipinfoCloudFlare/);
    expect(verify.out).toContain('method: expected "GET", got "POST"');
    expect((await run(casinoSim, ['verify', '/sys/ipinfoCloudFlare', '--url', url], dir)).status).toBe(0);
    expect((await run(casinoSim, ['verify', '--cuont', '1', '--url', url], dir)).status).toBe(2);
    // An option and no command is a usage error, not the help: exit 2, the usage on stderr.
    const bogus = await run(casinoSim, ['--bogus'], dir);
    expect(bogus.status).toBe(2);
    expect(bogus.stdout).toBe('');
    expect(bogus.out).toMatch(/^Unknown option --bogus\nUsage: casino-sim <command>/);
    // docs/qa.md's example of the documents command.
    const documents = await run(casinoSim, ['documents', 'demo', 'approved', '--url', url], dir);
    expect(documents.status, documents.out).toBe(0);
    expect(JSON.parse(documents.stdout)).toMatchObject({ username: 'demo', documentStatus: 20 });

    // The Node entry starts a simulator in the calling process, from the installed packages.
    const inProcess = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { startSimulator } from '@casino/sim-testing';
         const sim = await startSimulator({ scenario: 'rich-member' });
         const health = await fetch(sim.baseUrl + '/healthz');
         const rules = await sim.control.call('listRules', {});
         console.log(health.status, JSON.stringify(rules));
         await sim.close();`,
      ],
      dir,
    );
    expect(inProcess.out.trim()).toBe('200 []');
  });

  it("knows the world's faults in its page guard, and takes a failed test's error context before the world closes", () => {
    const { out, results } = kit.suite;
    expect(results['a failed load the test ordered with a fault is expected']?.status, out).toBe('passed');
    const other = results['any other failed load still fails the test'];
    expect(other?.status, out).toBe('failed');
    expect(other?.error?.message).toMatch(
      /page guard saw 1 problem\(s\)[\s\S]*\[console\.error\] Failed to load resource: the server responded with a status of 404/,
    );

    const timedOut = results['times out while the page asks its world'];
    expect(timedOut?.status, out).toBe('timedOut');
    const context = timedOut?.attachments.find((attachment) => attachment.name === 'error-context');
    expect(
      context?.path,
      JSON.stringify(timedOut?.attachments.map((attachment) => attachment.name)),
    ).toBeDefined();
    const snapshot = readFileSync(context?.path ?? '', 'utf8');
    expect(snapshot).toContain('The world answers');
    expect(snapshot).not.toMatch(/World \S+ was closed/);
  });
});

describe("the guide's examples", () => {
  it("the guide's examples are the files this test runs", () => {
    const guide = readFileSync(join(repoRoot, 'docs', 'qa-in-your-repository.md'), 'utf8');
    const vitestExample = readFileSync(
      join(repoRoot, 'sim-testing', 'src', 'start-simulator.test.ts'),
      'utf8',
    )
      .split('\n')
      .filter((line) => !line.startsWith('//'))
      .join('\n');
    for (const example of [
      readFileSync(join(examples, 'playwright.config.ts'), 'utf8'),
      readFileSync(join(examples, 'member.spec.ts'), 'utf8'),
      vitestExample,
    ])
      expect(guide).toContain(example.trim());
  });
});
