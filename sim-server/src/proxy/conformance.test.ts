import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JournalEntry } from '@casino/contracts/control/journal';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { main, parseArgs } from '../../../scripts/conformance-cli';
import { buildApp } from '../app';
import { control } from '../control/control-test-support';
import { NEVER_CALLED, READ_ONLY_CALLS, WRITE_CALLS } from './conformance-calls';

const opened: FastifyInstance[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The "operator's backend": a seeded simulator on a free port. */
async function startBackend() {
  const app = await buildApp({ dataDir: ':memory:' });
  opened.push(app);
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

async function run(argv: string[]): Promise<{ code: number; output: string }> {
  const printed: string[] = [];
  const code = await main(argv, {}, (text) => printed.push(text));
  return { code, output: printed.join('\n') };
}

describe('npm run conformance', { timeout: 30_000 }, () => {
  it('puts every call of the contracts in exactly one list: read-only, writes, never', () => {
    const listed = [...READ_ONLY_CALLS, ...WRITE_CALLS, ...NEVER_CALLED];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('exits 0 on a conforming backend, then 1 naming the call and field once an answer breaks its contract', async () => {
    const backend = await startBackend();
    const folder = mkdtempSync(join(tmpdir(), 'conformance-'));
    folders.push(folder);
    const junit = join(folder, 'junit.xml');

    const clean = await run(['--upstream', backend.url, '--member', 'demo:Demo1234!', '--junit', junit]);
    expect(clean.output).toMatch(/tokenInfo\s+\/sys\/auth\/token\/info\s+PASS/);
    expect(clean.output).toMatch(/0 broke the contracts, 0 errors, 0 skipped/);
    expect(clean.code, clean.output).toBe(0);
    expect(readFileSync(junit, 'utf8')).toMatch(
      /<testsuites name="contract conformance" tests="\d+" failures="0" errors="0"/,
    );
    // Read-only by default: nothing was deposited, withdrawn or redeemed on the backend.
    const calls = (await control(backend.app, 'GET', '/journal?limit=1000')).data as JournalEntry[];
    const writePaths = new Set(WRITE_CALLS.map((name) => `/api${endpoints[name].path}`));
    expect(calls.filter((entry) => writePaths.has(entry.path)).map((entry) => entry.path)).toEqual([]);
    expect(calls.length).toBeGreaterThan(READ_ONLY_CALLS.length);

    const broken = await control(backend.app, 'POST', '/overrides', {
      path: '/sys/auth/token/info',
      envelope: { error: 0, data: { username: 'demo', availableBalance: 'lots' } },
      allowInvalid: true,
    });
    expect(broken.error, broken.message).toBe(0);
    // The broken call alone: the whole walk above is the clean run's subject.
    const drifted = await run([
      '--upstream',
      backend.url,
      '--member',
      'demo:Demo1234!',
      '--junit',
      junit,
      '--only',
      'tokenInfo',
    ]);
    expect(drifted.code).toBe(1);
    expect(drifted.output).toMatch(/tokenInfo\s+\/sys\/auth\/token\/info\s+FAIL/);
    expect(drifted.output).toContain('data.availableBalance: expected');
    expect(drifted.output).toContain('received string "lots"');
    const report = readFileSync(junit, 'utf8');
    expect(report).toMatch(/failures="1"/);
    expect(report).toContain('<testcase classname="conformance.tokenInfo" name="POST /sys/auth/token/info"');
  });

  it('makes the money-moving calls only with --write, and skips member calls without --member', async () => {
    const backend = await startBackend();
    const anonymous = await run(['--upstream', backend.url]);
    expect(anonymous.code, anonymous.output).toBe(0);
    expect(anonymous.output).toMatch(/getMember\s+\S+\s+SKIPPED\s+-\s+needs --member/);
    const refused = await run(['--upstream', backend.url, '--member', 'demo:not-the-password']);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/login\s+\S+\s+ERROR\s+200\s+sign-in refused: 1103/);
    expect(refused.output).toMatch(/getMember\s+\S+\s+SKIPPED\s+-\s+the sign-in failed/);

    const writing = await run(['--upstream', backend.url, '--member', 'demo:Demo1234!', '--write']);
    expect(writing.output).toMatch(/cattlDeposit\s+\/sys\/deposit\/cattl\/deposit\s+(PASS|REFUSED)/);
    expect(writing.code, writing.output).toBe(0);
  });

  // A 400 once passed as REFUSED with exit 0; a -2 (an answer the document allows) was an error.
  it('takes every answer the document allows, and fails an unexpected HTTP error or an undeclared code', async () => {
    const backend = await startBackend();
    // One call is this test's subject: the rest of the walk is the tests' above.
    const member = ['--upstream', backend.url, '--member', 'demo:Demo1234!', '--only', 'withdrawConfig'];
    await control(backend.app, 'POST', '/overrides', {
      path: '/sys/withdraw/config',
      envelope: { error: -2, message: 'Please sign in to continue' },
    });
    const signedOut = await run(member);
    expect(signedOut.output).toMatch(/withdrawConfig\s+\S+\s+REFUSED\s+200\s+-2: not signed in/);
    expect(signedOut.code, signedOut.output).toBe(0);
    // --only: the one call, between the sign-in and the sign-out.
    expect(signedOut.output).not.toMatch(/tokenInfo/);
    expect(signedOut.output).toMatch(/^login\s.*\n(?:.*\n)?withdrawConfig\s/m);
    await control(backend.app, 'DELETE', '/overrides');

    await control(backend.app, 'POST', '/overrides', {
      path: '/sys/withdraw/config',
      envelope: { error: 400, message: 'Invalid request', data: { fields: [] } },
    });
    const badRequest = await run(member);
    expect(badRequest.output).toMatch(/withdrawConfig\s+\S+\s+ERROR\s+400\s+400: Invalid request/);
    expect(badRequest.code).toBe(1);
    await control(backend.app, 'DELETE', '/overrides');

    await control(backend.app, 'POST', '/overrides', {
      path: '/sys/withdraw/config',
      envelope: { error: 1777, message: 'Something else' },
    });
    const undeclared = await run(member);
    expect(undeclared.output).toMatch(/withdrawConfig\s+\S+\s+FAIL/);
    expect(undeclared.output).toContain('error: expected 0, a protocol code or a refusal the call declares');
    expect(undeclared.code).toBe(1);
  });

  it('exits 1 when the backend does not answer, 2 on a usage mistake', async () => {
    expect((await run(['--upstream', 'http://127.0.0.1:9', '--member', 'demo:x'])).code).toBe(1);
    expect(parseArgs(['--member', 'demo'], {})).toMatch(/--member takes user:password/);
    expect(parseArgs([], {})).toMatch(/--upstream <url> is required/);
    expect(parseArgs(['--upstream', 'http://b', '--only', 'tokenInfo,nope'], {})).toMatch(
      /--only nope: not a call the check makes; one of .*tokenInfo/,
    );
    expect(parseArgs(['--upstream', 'http://b', '--only', 'cryptoDeposit'], {})).toMatch(/add --write/);
    expect(parseArgs(['--upstream', 'http://b', '--only', 'tokenInfo'], {})).toMatchObject({
      only: ['tokenInfo'],
    });
    expect(parseArgs(['--upstream', 'http://backend.test', '--wirte'], {})).toMatch(
      /Unknown option '--wirte'/,
    );
    expect(parseArgs(['--upstream', 'http://backend.test', '--junit'], {})).toMatch(/--junit <value>/);
    expect(parseArgs(['--upstream', 'http://backend.test', 'extra'], {})).toMatch(/extra/);
    expect(parseArgs(['--upstream=http://backend.test', '--write'], {})).toEqual({
      upstream: 'http://backend.test',
      write: true,
    });
    for (const write of [['--write', 'true'], ['--write=yes']])
      expect(parseArgs(['--upstream', 'http://backend.test', ...write], {})).toMatchObject({ write: true });
    expect(parseArgs(['--upstream', 'http://backend.test', '--write', 'false'], {})).toMatchObject({
      write: false,
    });
    expect(parseArgs([], { SIM_UPSTREAM: 'http://backend.test/' })).toEqual({
      upstream: 'http://backend.test',
      write: false,
    });
  });
});
