import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exited, startSimProcess } from '../robustness/support/sim-process';
import { cpuMsOf } from './http-load';
import { residentMemoryMb } from './reference-servers';
import { type BenchRow, printTable } from './report';

const KEY = { 'x-sim-key': 'local-qa-key', 'content-type': 'application/json' };
/** Worlds asked for at once: a parallel test run opening one world per test. */
export const WORLDS_AT_ONCE = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** POST /__sim/worlds; the new world's id. */
async function createWorld(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/__sim/worlds`, { method: 'POST', headers: KEY, body: '{}' });
  const body = (await response.json()) as { error: number; message: string; data?: { id: string } };
  if (!body.data) throw new Error(`world creation failed: ${body.message}`);
  return body.data.id;
}

/**
 * World creation on a running simulator: the first world of the process (what a test run's
 * first world waits for), then WORLDS_AT_ONCE asked at once, and the resident memory each
 * costs. The worlds are closed again afterwards.
 */
export async function measureWorldCreation(baseUrl: string, pid: number): Promise<BenchRow[]> {
  const ids: string[] = [];
  // CPU time barely moves when other work shares the machine (see http-load.ts).
  const cpuSince = (before: number | null) => {
    const now = cpuMsOf(pid);
    return before === null || now === null ? null : now - before;
  };
  let cpu = cpuMsOf(pid);
  let started = performance.now();
  ids.push(await createWorld(baseUrl));
  const first = Math.round(performance.now() - started);
  const firstCpu = cpuSince(cpu);

  const rssBefore = residentMemoryMb(pid);
  cpu = cpuMsOf(pid);
  started = performance.now();
  const times = await Promise.all(
    Array.from({ length: WORLDS_AT_ONCE }, async () => {
      ids.push(await createWorld(baseUrl));
      return Math.round(performance.now() - started);
    }),
  );
  const total = Math.round(performance.now() - started);
  const fiftyCpu = cpuSince(cpu);
  const rssAfter = residentMemoryMb(pid);
  await Promise.all(
    ids.map((id) => fetch(`${baseUrl}/__sim/worlds/${id}`, { method: 'DELETE', headers: KEY })),
  );

  const sorted = times.sort((a, b) => a - b);
  const perWorld = (value: number | null) =>
    value === null ? '?' : Math.round((value / WORLDS_AT_ONCE) * 10) / 10;
  const rss = rssBefore === null || rssAfter === null ? null : rssAfter - rssBefore;
  return [
    {
      figure: 'World creation: one world (the first of the process)',
      value: `${first} ms`,
      target: '-',
      met: null,
      note: `POST /__sim/worlds; ${firstCpu ?? '?'} ms CPU`,
    },
    {
      figure: `World creation: ${WORLDS_AT_ONCE} at once`,
      value: `p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms, total ${total} ms`,
      target: '-',
      met: null,
      note: `${perWorld(fiftyCpu)} ms CPU per world; resident memory per world ${perWorld(rss)} MB (RSS delta / ${WORLDS_AT_ONCE})`,
    },
  ];
}

// Alone: `node --import tsx tests/bench/world-bench.ts` starts its own simulator (as npm start).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const work = mkdtempSync(join(tmpdir(), 'casino-world-bench-'));
  const sim = await startSimProcess({ SIM_DATA_DIR: join(work, 'sim-data'), LOG_LEVEL: 'warn' });
  try {
    // As in the full bench, where worlds come after the load runs: start-up work is done.
    await new Promise((done) => setTimeout(done, 1000));
    printTable(await measureWorldCreation(sim.baseUrl, sim.child.pid ?? 0), 'World creation');
  } finally {
    sim.child.kill('SIGTERM');
    await exited(sim.child);
    rmSync(work, { recursive: true, force: true });
  }
}
