import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createControlClient } from '@casino/contracts/control/client';
import { nginxUnavailableReason } from '../../scripts/lib/farm-nginx.mjs';
import { exited, REPO_ROOT, startSimProcess } from '../robustness/support/sim-process';
import { cpuMsOf } from './http-load';
import { type BenchRow, printTable } from './report';

const KEY = 'local-qa-key';
/** Worlds asked for at once: a parallel test run opening one world per test. */
export const WORLDS_AT_ONCE = 50;
/** Clients asking at the same time; each level makes WORLDS_AT_ONCE worlds in all. */
const CONCURRENCY = [1, 10, 50] as const;
/** Rounds of opening and closing WORLDS_AT_ONCE worlds, to show closed worlds' memory is reused. */
const MEMORY_ROUNDS = 3;

/** Simulator processes the worlds go to: one, or a farm's replicas behind its router. */
export interface WorldTarget {
  label: string;
  baseUrl: string;
  pids: number[];
  /** Where the heap probe (heap-probe.mjs) writes; null when the processes were started without it. */
  heapDir: string | null;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** CPU time (ms) of every process of the target so far; null when one cannot be read. */
function cpuOf(target: WorldTarget): number | null {
  let total = 0;
  for (const pid of target.pids) {
    const cpu = cpuMsOf(pid);
    if (cpu === null) return null;
    total += cpu;
  }
  return total;
}

/**
 * POST /__sim/worlds through the typed control client, which chooses the id and sends it as
 * X-Sim-World (what a farm's router hashes, decision 058).
 */
async function createWorlds(baseUrl: string, concurrency: number, total: number) {
  const control = createControlClient({ baseUrl, key: KEY });
  const ids: string[] = [];
  const latencies: number[] = [];
  let claimed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (claimed < total) {
        claimed += 1;
        const asked = performance.now();
        const world = await control.call('createWorld', {});
        latencies.push(performance.now() - asked);
        ids.push(world.id);
      }
    }),
  );
  return { ids, latencies: latencies.sort((a, b) => a - b), wallMs: performance.now() - started };
}

async function closeWorlds(baseUrl: string, ids: string[]) {
  const control = createControlClient({ baseUrl, key: KEY });
  await Promise.all(ids.map((id) => control.call('closeWorld', { id })));
}

/**
 * World creation at 1, 10 and 50 clients asking at once, WORLDS_AT_ONCE worlds per level (each
 * client asks again as soon as it is answered), closed again after each level.
 */
export async function measureWorldCreation(target: WorldTarget): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const concurrency of CONCURRENCY) {
    const cpuBefore = cpuOf(target);
    const { ids, latencies, wallMs } = await createWorlds(target.baseUrl, concurrency, WORLDS_AT_ONCE);
    const cpuAfter = cpuOf(target);
    await closeWorlds(target.baseUrl, ids);
    const cpu = cpuBefore === null || cpuAfter === null ? '?' : round1((cpuAfter - cpuBefore) / ids.length);
    const spread = new Map<string, number>();
    for (const id of ids) {
      const replica = id.includes('_') ? (id.split('_')[0] ?? '') : '';
      if (replica) spread.set(replica, (spread.get(replica) ?? 0) + 1);
    }
    const held = [...spread]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    rows.push({
      figure: `${target.label}: world creation, ${concurrency} at once (${ids.length} worlds)`,
      value: `${Math.round((ids.length / wallMs) * 1000)} worlds/s; p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms`,
      target: concurrency === 50 ? (target.pids.length > 1 ? 'p95 < 1000 ms' : 'p95 < 100 ms') : '-',
      met: concurrency === 50 ? percentile(latencies, 95) < (target.pids.length > 1 ? 1000 : 100) : null,
      note: `${cpu} ms CPU per world (simulator processes)${held ? `; worlds held: ${held}` : ''}`,
    });
  }
  return rows;
}

/** The heap after a full collection (MB) of every process of the target, read by the heap probe. */
async function heapAfterGcMb(target: WorldTarget): Promise<number | null> {
  const { heapDir } = target;
  if (!heapDir) return null;
  let total = 0;
  for (const pid of target.pids) {
    const file = join(heapDir, `${pid}.json`);
    rmSync(file, { force: true });
    process.kill(pid, 'SIGUSR2');
    const end = Date.now() + 5_000;
    while (!existsSync(file)) {
      if (Date.now() > end) return null;
      await new Promise((done) => setTimeout(done, 20));
    }
    const probe = JSON.parse(readFileSync(file, 'utf8')) as { after: { heapUsed: number } };
    total += probe.after.heapUsed / 2 ** 20;
  }
  return round1(total);
}

/** Resident memory (MB, to 0.1) of every process of the target. */
function residentOf(target: WorldTarget): number | null {
  let total = 0;
  for (const pid of target.pids) {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (!kb) return null;
      total += Number(kb) / 1024;
    } catch {
      return null;
    }
  }
  return round1(total);
}

/**
 * Memory per world and after closing: MEMORY_ROUNDS rounds of opening WORLDS_AT_ONCE worlds
 * and closing them, resident memory (and the heap after a full collection, when the probe is
 * loaded) read before each round, with the worlds open, and after they closed.
 */
export async function measureWorldMemory(target: WorldTarget): Promise<BenchRow[]> {
  const readings: string[] = [];
  const perWorld: string[] = [];
  let first: { rss: number | null; heap: number | null } | null = null;
  let last: { rss: number | null; heap: number | null } = { rss: null, heap: null };
  // The heap first: its full collection also gives back pages, which the resident figure then
  // shows. After the bench's load one collection is not enough (V8 shrinks its young generation
  // over several, and unmaps pages on a background thread: read at once, the first round's
  // worlds came out at -82 KB each), so collections go on until resident memory holds still.
  const reading = async () => {
    let heap = await heapAfterGcMb(target);
    let rss = residentOf(target);
    for (let settle = 0; heap !== null && settle < 5; settle++) {
      await new Promise((done) => setTimeout(done, 300));
      heap = await heapAfterGcMb(target);
      const now = residentOf(target);
      const still = rss !== null && now !== null && Math.abs(now - rss) < 0.5;
      rss = now;
      if (still) break;
    }
    return { heap, rss };
  };
  for (let round = 1; round <= MEMORY_ROUNDS; round++) {
    const before = await reading();
    first ??= before;
    const { ids } = await createWorlds(target.baseUrl, WORLDS_AT_ONCE, WORLDS_AT_ONCE);
    const open = await reading();
    await closeWorlds(target.baseUrl, ids);
    // Closing hands the databases back at once; a moment for the allocator, as a QA run would have.
    await new Promise((done) => setTimeout(done, 500));
    last = await reading();
    const delta = (from: number | null, to: number | null) =>
      from === null || to === null ? '?' : `${round1(((to - from) * 1024) / ids.length)}`;
    perWorld.push(
      `${delta(before.rss, open.rss)} KB${target.heapDir ? ` (heap ${delta(before.heap, open.heap)} KB)` : ''}`,
    );
    const heap = (reading: { heap: number | null }) =>
      reading.heap === null ? '' : ` / heap ${reading.heap}`;
    readings.push(
      `round ${round}: ${before.rss}${heap(before)} -> open ${open.rss}${heap(open)} -> closed ${last.rss}${heap(last)}`,
    );
  }
  const heapNote = target.heapDir ? 'heap after a full collection (MB)' : 'heap not read';
  return [
    {
      figure: `${target.label}: memory per world (resident, ${WORLDS_AT_ONCE} worlds open)`,
      value: perWorld.join(', '),
      target: '-',
      met: null,
      note: `one figure per round: resident (and heap) delta / ${WORLDS_AT_ONCE}; the first round is a process that never held a world`,
    },
    {
      figure: `${target.label}: memory over ${MEMORY_ROUNDS} rounds of ${WORLDS_AT_ONCE} worlds opened and closed`,
      value: `RSS ${first?.rss} -> ${last.rss} MB${first?.heap !== null && first?.heap !== undefined ? `, heap ${first.heap} -> ${last.heap} MB` : ''}`,
      target: 'closed worlds give their memory back',
      met: null,
      note: `MB resident${target.heapDir ? ` / ${heapNote}` : ''}: ${readings.join('; ')}`,
    },
  ];
}

/** The first world of a freshly started process (its scenario's template is built then). */
export async function measureFirstWorld(target: WorldTarget): Promise<BenchRow> {
  const cpuBefore = cpuOf(target);
  const { ids, latencies } = await createWorlds(target.baseUrl, 1, 1);
  const cpuAfter = cpuOf(target);
  await closeWorlds(target.baseUrl, ids);
  return {
    figure: `${target.label}: one world (the first of the process)`,
    value: `${Math.round(latencies[0] ?? 0)} ms`,
    target: '-',
    met: null,
    note: `POST /__sim/worlds; ${cpuBefore === null || cpuAfter === null ? '?' : cpuAfter - cpuBefore} ms CPU`,
  };
}

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

export interface Farm {
  target: WorldTarget;
  stop: () => Promise<void>;
}

/** `npm run farm -- --replicas N` (scripts/farm.mjs, the workspace as it is) on a free port. */
export async function startFarm(replicas: number, work: string, heapDir: string | null): Promise<Farm> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join('scripts', 'farm.mjs'),
      '--replicas',
      String(replicas),
      '--port',
      String(port),
      '--data-dir',
      join(work, 'farm'),
      '--no-build',
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...probeEnv(heapDir) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const pids = await new Promise<number[]>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the farm printed no ready line:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Casino farm ready at http:\/\/localhost:\d+\/ with replicas (.+); nginx pid/.exec(
        output,
      );
      if (!ready) return;
      clearTimeout(timer);
      done([...(ready[1] ?? '').matchAll(/r\d+ \(pid (\d+)/g)].map((match) => Number(match[1])));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`the farm exited (${code}):\n${output}`)));
  });
  return {
    target: { label: `Farm of ${replicas} (nginx)`, baseUrl: `http://127.0.0.1:${port}`, pids, heapDir },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = exited(child);
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** NODE_OPTIONS that load the heap probe into every simulator process started with it. */
export function probeEnv(heapDir: string | null): Record<string, string> {
  if (!heapDir) return {};
  const probe = pathToFileURL(join(import.meta.dirname, 'heap-probe.mjs')).href;
  return {
    BENCH_HEAP_DIR: heapDir,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${probe}`].filter(Boolean).join(' '),
  };
}

/** Everything above on one process (its first world included) and on a farm of 3, when nginx is at hand. */
export async function measureWorlds(
  single: WorldTarget,
  work: string,
  options: { firstWorld: boolean },
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  if (options.firstWorld) rows.push(await measureFirstWorld(single));
  // Memory first: the first round shows what worlds cost a process that never held them, the
  // later ones that closed worlds' memory is reused.
  rows.push(...(await measureWorldMemory(single)));
  rows.push(...(await measureWorldCreation(single)));
  const unavailable = nginxUnavailableReason();
  if (unavailable) {
    rows.push({
      figure: 'Farm of 3: world creation',
      value: 'not measured',
      target: '-',
      met: null,
      note: unavailable,
    });
    return rows;
  }
  const farm = await startFarm(3, work, single.heapDir);
  try {
    // As for the single process: the replicas' start-up work is done first.
    await new Promise((done) => setTimeout(done, 1000));
    rows.push(...(await measureWorldMemory(farm.target)));
    rows.push(...(await measureWorldCreation(farm.target)));
  } finally {
    await farm.stop();
  }
  return rows;
}

// Alone: `node --import tsx tests/bench/world-bench.ts` starts its own simulator (as npm start)
// and a farm of 3 (scripts/farm.mjs with Debian's nginx) when nginx is at hand.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const work = mkdtempSync(join(tmpdir(), 'casino-world-bench-'));
  const heapDir = mkdtempSync(join(tmpdir(), 'casino-heap-'));
  const sim = await startSimProcess({
    SIM_DATA_DIR: join(work, 'sim-data'),
    LOG_LEVEL: 'warn',
    ...probeEnv(heapDir),
  });
  try {
    // As in the full bench, where worlds come after the load runs: start-up work is done.
    await new Promise((done) => setTimeout(done, 1000));
    const single: WorldTarget = {
      label: 'One process',
      baseUrl: sim.baseUrl,
      pids: [sim.child.pid ?? 0],
      heapDir,
    };
    printTable(await measureWorlds(single, work, { firstWorld: true }), 'Worlds');
  } finally {
    sim.child.kill('SIGTERM');
    await exited(sim.child);
    rmSync(work, { recursive: true, force: true });
    rmSync(heapDir, { recursive: true, force: true });
  }
}
