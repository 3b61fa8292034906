import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { exited, startSimProcess } from '../robustness/support/sim-process';
import { cpuMsOf, DURATION_S, type LoadTarget } from './http-load';
import { type BenchRow, printTable } from './report';
import { prepare, simTargets } from './sim-targets';

/** The lobby's readers: connections reading the 300-game list as fast as they are answered. */
export const READ_CONNECTIONS = 50;
const WARMUP_S = 2;

/** Bets beside the reads: at a steady rate, and as fast as they are answered (the worst case). */
const BET_LOADS = [
  { connections: 5, rate: Number(process.env.BENCH_BET_RATE ?? 100) },
  { connections: Number(process.env.BENCH_WRITERS ?? 10), rate: null },
] as const;

function load(target: LoadTarget, connections: number, duration: number, rate: number | null = null) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections,
    duration,
    headers: target.headers ?? {},
    ...(rate === null ? {} : { overallRate: rate }),
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
}

const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
const perSecond = (result: autocannon.Result) => Math.round(result.requests.average);
const latency = (result: autocannon.Result) => `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;

/** Runs loads side by side after a warm-up; answers their results and the server's CPU time (ms). */
async function together(pid: number, runs: Array<(duration: number) => Promise<autocannon.Result>>) {
  await Promise.all(runs.map((run) => run(WARMUP_S)));
  const before = cpuMsOf(pid);
  const results = await Promise.all(runs.map((run) => run(DURATION_S)));
  const after = cpuMsOf(pid);
  return { results, cpuMs: before === null || after === null ? null : after - before };
}

/**
 * The 300-game list read by READ_CONNECTIONS alone, then while bets are placed on the same world:
 * every bet moves a game's play count, which the list shows and sorts by, so the next read
 * computes the list again (decision 060). CPU per bet counts that recomputation: the server's
 * CPU time less the reads' own cost as measured alone, over the bets.
 */
export async function measureReadsUnderWrites(baseUrl: string, pid: number): Promise<BenchRow[]> {
  const { token, session } = await prepare(baseUrl);
  const [, listPage, , round] = simTargets(baseUrl, token, session, '');
  if (!listPage || !round) throw new Error('bench targets missing');
  const reading = (duration: number) => load(listPage, READ_CONNECTIONS, duration);
  const alone = await together(pid, [reading]);
  const [readsAlone] = alone.results;
  if (!readsAlone) throw new Error('no reads measured');
  const readCpu = alone.cpuMs === null ? null : alone.cpuMs / readsAlone.requests.total;
  const rows: BenchRow[] = [
    {
      figure: 'Lobby list (300 games), no bets (reference)',
      value: `${perSecond(readsAlone)} req/s, ${latency(readsAlone)}`,
      target: '-',
      met: null,
      note: `${READ_CONNECTIONS} connections; ${readCpu === null ? '?' : readCpu.toFixed(3)} ms CPU per read`,
    },
  ];
  for (const bets of BET_LOADS) {
    const mixed = await together(pid, [
      reading,
      (duration) => load(round, bets.connections, duration, bets.rate),
    ]);
    const [reads, writes] = mixed.results;
    if (!reads || !writes) throw new Error('no mixed load measured');
    const betCpuMs =
      mixed.cpuMs === null || readCpu === null || writes.requests.total === 0
        ? null
        : (mixed.cpuMs - readCpu * reads.requests.total) / writes.requests.total;
    const how = bets.rate === null ? `${bets.connections} connections as fast as answered` : `${bets.rate}/s`;
    rows.push({
      figure: `Lobby list (300 games) while bets are placed (${how})`,
      value: `reads ${perSecond(reads)} req/s, ${latency(reads)}; bets ${perSecond(writes)}/s, ${latency(writes)}`,
      target: 'reads p99 < 25 ms',
      met: reads.latency.p99 < 25 && !failures(reads) && !failures(writes),
      note: [
        `${READ_CONNECTIONS} read connections, ${DURATION_S} s`,
        // At a few bets a second their share is smaller than the reads' own variation from the
        // reference run, and the difference can come out below zero: no figure then.
        betCpuMs === null || betCpuMs <= 0
          ? "CPU per bet too small to tell from the reads' own variation"
          : `${betCpuMs.toFixed(2)} ms CPU per bet with the list following it`,
        failures(reads) + failures(writes) ? `${failures(reads) + failures(writes)} failed requests` : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
  }
  return rows;
}

// Alone: `node --import tsx tests/bench/mixed-load.ts` starts its own simulator (as npm start).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const work = mkdtempSync(join(tmpdir(), 'casino-mixed-bench-'));
  const sim = await startSimProcess({
    SIM_DATA_DIR: join(work, 'sim-data'),
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_NODE_ENV ? { NODE_ENV: process.env.BENCH_NODE_ENV } : {}),
  });
  try {
    printTable(await measureReadsUnderWrites(sim.baseUrl, sim.child.pid ?? 0), 'Reads under writes');
  } finally {
    sim.child.kill('SIGTERM');
    await exited(sim.child);
    rmSync(work, { recursive: true, force: true });
  }
}
