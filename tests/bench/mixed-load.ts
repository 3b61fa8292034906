import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { exited, startSimProcess } from '../robustness/support/sim-process';
import { cpuMsOf, DURATION_S, type LoadTarget } from './http-load';
import { type BenchRow, printTable } from './report';
import { prepare, simTargets } from './sim-targets';

/** Lobby readers and bettors at once: the reads' connections, and the bets' beside them (BENCH_WRITERS). */
export const READ_CONNECTIONS = 50;
export const WRITE_CONNECTIONS = Number(process.env.BENCH_WRITERS ?? 10);
const WARMUP_S = 2;

function load(target: LoadTarget, connections: number, duration: number) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections,
    duration,
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
}

/**
 * The 300-game list read by READ_CONNECTIONS while WRITE_CONNECTIONS place bets on the same
 * world as fast as they are answered: every bet moves a game's play count, which the list shows
 * and sorts by, so no answer of the list can be kept across a bet.
 */
export async function measureReadsUnderWrites(baseUrl: string, pid: number): Promise<BenchRow[]> {
  const { token, session } = await prepare(baseUrl);
  const [, listPage, , round] = simTargets(baseUrl, token, session, '');
  if (!listPage || !round) throw new Error('bench targets missing');
  await Promise.all([load(listPage, READ_CONNECTIONS, WARMUP_S), load(round, WRITE_CONNECTIONS, WARMUP_S)]);
  const cpuBefore = cpuMsOf(pid);
  const [reads, writes] = await Promise.all([
    load(listPage, READ_CONNECTIONS, DURATION_S),
    load(round, WRITE_CONNECTIONS, DURATION_S),
  ]);
  const cpuAfter = cpuMsOf(pid);
  const answered = reads.requests.total + writes.requests.total;
  const cpu =
    cpuBefore !== null && cpuAfter !== null && answered > 0
      ? Math.round(((cpuAfter - cpuBefore) / answered) * 100) / 100
      : null;
  const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
  const note = (result: autocannon.Result) => (failures(result) ? `${failures(result)} failed requests` : '');
  const conditions = `${READ_CONNECTIONS} read + ${WRITE_CONNECTIONS} bet connections, ${DURATION_S} s`;
  return [
    {
      figure: 'Lobby list (300 games) while bets are placed: reads',
      value: `${Math.round(reads.requests.average)} req/s, p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms`,
      target: 'p99 < 25 ms',
      met: reads.latency.p99 < 25 && !failures(reads),
      note: [conditions, `${cpu ?? '?'} ms CPU per request (reads and bets)`, note(reads)]
        .filter(Boolean)
        .join('; '),
    },
    {
      figure: 'Lobby list (300 games) while bets are placed: bets',
      value: `${Math.round(writes.requests.average)} req/s, p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms`,
      target: '-',
      met: null,
      note: note(writes),
    },
  ];
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
