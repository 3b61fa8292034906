import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createControlClient } from '@casino/contracts/control/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxUnavailableReason } from '../../scripts/lib/farm-nginx.mjs';

/**
 * Spread worlds: `npm run farm` through Debian's nginx with 3 replicas, driven as a
 * QA farm would (the typed control client, the API, the journal). Skipped only where nginx can
 * be neither found nor installed (not root, or no apt-get); CI runs as root on Debian.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
const KEY = 'local-qa-key';
const WORLDS = 150;
const AT_ONCE = 50;

const unavailable = nginxUnavailableReason() ?? '';

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

interface Replica {
  name: string;
  pid: number;
}

let farm: ChildProcess | undefined;
let output = '';
let base = '';
let replicas: Replica[] = [];
let dataDir = '';

async function startFarm(): Promise<void> {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'casino-farm-test-'));
  farm = spawn(
    process.execPath,
    [
      join('scripts', 'farm.mjs'),
      '--replicas',
      '3',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--no-build',
    ],
    // Each replica keeps all its worlds (150 spread over 3 stay far below 120 on one).
    {
      cwd: repoRoot,
      env: { ...process.env, SIM_MAX_WORLDS: '120', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the farm printed no ready line:\n${output}`)), 110_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Casino farm ready at (http:\/\/localhost:\d+)\/ with replicas (.+); nginx pid/.exec(
        output,
      );
      if (!ready) return;
      clearTimeout(timer);
      base = (ready[1] ?? '').replace('localhost', '127.0.0.1');
      replicas = [...(ready[2] ?? '').matchAll(/(r\d+) \(pid (\d+)/g)].map((match) => ({
        name: match[1] ?? '',
        pid: Number(match[2]),
      }));
      done();
    };
    farm?.stdout?.on('data', read);
    farm?.stderr?.on('data', read);
    farm?.once('exit', (code) => fail(new Error(`the farm exited (${code}):\n${output}`)));
  });
}

/** Signs in through the farm, in a world: a probe with the world's own name, then the member. */
async function signIn(world: string, username: string, password: string) {
  const response = await fetch(`${base}/api/sys/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-world': world },
    body: JSON.stringify({ username, password, type: 'MEMBER' }),
  });
  const body = (await response.json()) as { error: number; message: string };
  return { status: response.status, replica: response.headers.get('x-sim-replica'), ...body };
}

const replicaOf = (id: string) => id.split('_')[0] ?? '';
const probeName = (index: number) => `probe${index}`;

describe.skipIf(unavailable !== '')(
  `a farm of 3 replicas behind nginx${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const worlds: string[] = [];
    const started = Date.now();

    beforeAll(startFarm, 120_000);

    afterAll(async () => {
      if (farm && farm.exitCode === null) {
        const exited = new Promise((done) => farm?.once('exit', done));
        farm.kill('SIGTERM');
        await exited;
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      console.log(`farm test: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
    }, 30_000);

    it('spreads 150 worlds made 50 at a time; each serves only its own calls on the replica holding it', async () => {
      expect(replicas.map((replica) => replica.name)).toEqual(['r1', 'r2', 'r3']);
      const control = createControlClient({ baseUrl: base, key: KEY });
      const latencies: number[] = [];
      for (let batch = 0; batch < WORLDS / AT_ONCE; batch++) {
        const made = await Promise.all(
          Array.from({ length: AT_ONCE }, async () => {
            const start = performance.now();
            const world = await control.call('createWorld', {});
            latencies.push(performance.now() - start);
            return world.id;
          }),
        );
        worlds.push(...made);
      }
      latencies.sort((a, b) => a - b);
      const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1] ?? Number.POSITIVE_INFINITY;
      // The issue's bound (p95 under 1 s) holds on this 2-core machine when the farm has its
      // cores; on a machine already loaded by other suites it measures the load, not the farm,
      // so it is then reported and not judged (no flaky suite).
      const [load = 0] = loadavg();
      const judged = load < availableParallelism();
      console.log(
        `farm test: ${WORLDS} worlds, ${AT_ONCE} at a time, creation p95 ${p95.toFixed(0)} ms (load ${load.toFixed(1)} on ${availableParallelism()} cores: ${judged ? 'judged' : 'not judged'})`,
      );
      if (judged) expect(p95).toBeLessThan(1000);

      const held = new Map(replicas.map((replica) => [replica.name, 0]));
      for (const id of worlds) held.set(replicaOf(id), (held.get(replicaOf(id)) ?? 0) + 1);
      for (const [name, count] of held)
        expect(count, `${name} holds ${count}`).toBeGreaterThanOrEqual(WORLDS * 0.15);
      expect([...held.values()].reduce((sum, count) => sum + count, 0)).toBe(WORLDS);

      await Promise.all(
        worlds.map(async (id, index) => {
          const probe = await signIn(id, probeName(index), 'Wrong1234!');
          expect(probe.error, probe.message).not.toBe(0);
          const member = await signIn(id, 'demo', 'Demo1234!');
          expect(member, id).toMatchObject({ status: 200, error: 0, replica: replicaOf(id) });
        }),
      );
      // Every world's journal holds its two calls and nothing of any other world's.
      await Promise.all(
        worlds.map(async (id, index) => {
          const journal = await createControlClient({ baseUrl: base, key: KEY, world: () => id }).call(
            'listJournal',
            {},
          );
          const users = journal.map((entry) => (entry.body as { username?: string }).username).reverse();
          expect(users, id).toEqual([probeName(index), 'demo']);
        }),
      );
    });

    it('forks a world on the replica holding it, and imports an export where its new key hashes', async () => {
      const control = createControlClient({ baseUrl: base, key: KEY });
      const source = (await control.call('createWorld', {})).id;
      expect(await signIn(source, 'demo', 'Demo1234!')).toMatchObject({
        error: 0,
        replica: replicaOf(source),
      });
      // The copy's id is the source's and a suffix the router leaves out of its hash.
      const fork = (await control.call('forkWorld', { id: source })).id;
      expect(fork.startsWith(`${source}.`), fork).toBe(true);
      const inFork = createControlClient({ baseUrl: base, key: KEY, world: () => fork });
      expect((await inFork.call('listJournal', {})).length).toBe(1);
      expect(await signIn(fork, 'demo', 'Demo1234!')).toMatchObject({ error: 0, replica: replicaOf(source) });
      // An export imported through the farm: the client picks the key, the router hashes it.
      const file = await control.call('exportWorld', { id: source });
      const imported = (await control.call('importWorld', file)).id;
      expect(await signIn(imported, 'demo', 'Demo1234!')).toMatchObject({
        status: 200,
        error: 0,
        replica: replicaOf(imported),
      });
    });

    it('answers the worlds of a dead replica "lost with replica r2"; the others still answer', async () => {
      const victim = replicas.find((replica) => replica.name === 'r2');
      if (!victim) throw new Error('no replica r2');
      process.kill(victim.pid, 'SIGKILL');
      await expect.poll(() => output, { timeout: 10_000 }).toContain('replica r2 (pid');
      expect(output).toContain('exited (SIGKILL); not restarted');

      const answers = await Promise.all(worlds.map((id) => signIn(id, 'demo', 'Demo1234!')));
      answers.forEach((answer, index) => {
        const id = worlds[index] ?? '';
        if (replicaOf(id) === 'r2') {
          expect(answer, id).toMatchObject({ status: 410, error: ApiErrorCode.GONE });
          expect(answer.message).toContain(`World ${id} was lost with replica r2`);
        } else {
          expect(answer, id).toMatchObject({ status: 200, error: 0, replica: replicaOf(id) });
        }
      });
      // No world: the default world on r1, still there.
      const plain = await fetch(`${base}/healthz`);
      expect([plain.status, plain.headers.get('x-sim-replica')]).toEqual([200, 'r1']);
    });
  },
);
