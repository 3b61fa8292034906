import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, type SimProcess, startSimProcess } from '../robustness/support/sim-process';
import { CONNECTIONS, DURATION_S, type LoadFigure, measure } from './http-load';
import { measureReadsUnderWrites } from './mixed-load';
import { residentMemoryMb, startBareFastify, startJsonServer } from './reference-servers';
import { type BenchRow, printTable, ratio } from './report';
import { prepare, simTargets } from './sim-targets';
import { measureWeb } from './web-bench';
import { measureWorlds, probeEnv } from './world-bench';

/**
 * `npm run bench`: every figure of docs/benchmarks.md measured in one run, so that ratios hold on a noisy
 * machine. The simulator runs as `npm start` runs it (node --import tsx sim-server/src/server.ts,
 * NODE_ENV unset); a second simulator with NODE_ENV=production is measured on the reads too.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const work = mkdtempSync(join(tmpdir(), 'casino-bench-'));
const rows: BenchRow[] = [];
const stops: Array<() => Promise<void>> = [];
const stopSim = (sim: SimProcess) => async () => {
  sim.child.kill('SIGTERM');
  await exited(sim.child);
};

/** The CPU-cost comparison: what the server spends per request against what the references spend. */
function cpuNote(figure: LoadFigure, jsonServer: LoadFigure, bare: LoadFigure): string {
  const cost = figure.cpuMsPerRequest;
  if (!cost) return '';
  const vsJson = jsonServer.cpuMsPerRequest ? ratio(jsonServer.cpuMsPerRequest, cost) : '?';
  const vsBare = bare.cpuMsPerRequest ? ratio(bare.cpuMsPerRequest, cost) : '?';
  return `${cost} ms CPU/request (by CPU cost ${vsJson}x json-server, ${vsBare}x bare)`;
}

function readRows(figure: LoadFigure, jsonServer: LoadFigure, bare: LoadFigure, isRead: boolean) {
  const failures = [
    figure.failures ? `${figure.failures} failed requests` : '',
    cpuNote(figure, jsonServer, bare),
  ]
    .filter(Boolean)
    .join('; ');
  if (isRead) {
    const vsJson = ratio(figure.requestsPerSecond, jsonServer.requestsPerSecond);
    const vsBare = ratio(figure.requestsPerSecond, bare.requestsPerSecond);
    rows.push({
      figure: `${figure.name}: throughput`,
      value: `${figure.requestsPerSecond} req/s = ${vsJson}x json-server, ${vsBare}x bare route`,
      target: '>= 4x json-server, >= 0.8x bare',
      met: vsJson >= 4 && vsBare >= 0.8 && !figure.failures,
      note: failures,
    });
  } else {
    rows.push({
      figure: `${figure.name}: throughput`,
      value: `${figure.requestsPerSecond} req/s`,
      target: '-',
      met: null,
      note: failures,
    });
  }
  rows.push({
    figure: `${figure.name}: latency`,
    value: `p50 ${figure.p50} ms, p99 ${figure.p99} ms`,
    target: 'p99 < 25 ms',
    met: figure.p99 < 25,
  });
}

async function main() {
  const load = loadavg()[0]?.toFixed(1);
  console.log(
    `Bench on ${cpus().length} cores (load average ${load} at start); ${CONNECTIONS} connections, ${DURATION_S} s per run`,
  );
  // The heap probe (heap-probe.mjs) lets the world rows read the heap; it only listens for SIGUSR2.
  const heapDir = join(work, 'heap');
  mkdirSync(heapDir);
  const sim = await startSimProcess({
    SIM_DATA_DIR: join(work, 'sim-data'),
    LOG_LEVEL: 'warn',
    ...probeEnv(heapDir),
  });
  stops.push(stopSim(sim));
  rows.push({
    figure: 'Cold start to ready, fresh database',
    value: `${sim.readyAfterMs} ms`,
    target: '< 2000 ms',
    met: sim.readyAfterMs < 2000,
    note: 'spawn to the "ready at" line, tsx transpiling included, as npm start',
  });
  const { token, session, games } = await prepare(sim.baseUrl);
  const jsonServer = await startJsonServer(games, work);
  stops.push(jsonServer.stop);
  const bare = await startBareFastify(games, work);
  stops.push(bare.stop);

  console.log('HTTP load:');
  const jsonFigure = await measure(
    {
      name: 'json-server GET /games (reference, 300 games)',
      url: jsonServer.gamesUrl,
    },
    jsonServer.child.pid,
  );
  const bareFigure = await measure(
    {
      name: 'bare Fastify GET /games (reference, 300 games)',
      url: bare.gamesUrl,
    },
    bare.child.pid,
  );
  for (const reference of [jsonFigure, bareFigure]) {
    rows.push({
      figure: reference.name,
      value: `${reference.requestsPerSecond} req/s, p50 ${reference.p50} ms, p99 ${reference.p99} ms`,
      target: '-',
      met: null,
      note: `${reference.cpuMsPerRequest} ms CPU/request`,
    });
  }
  const [overview, listPage, tokenInfo, round] = simTargets(sim.baseUrl, token, session, '');
  for (const target of [overview, listPage, tokenInfo])
    if (target) readRows(await measure(target, sim.child.pid), jsonFigure, bareFigure, true);
  if (round) readRows(await measure(round, sim.child.pid), jsonFigure, bareFigure, false);
  console.log('Reads under writes:');
  rows.push(...(await measureReadsUnderWrites(sim.baseUrl, sim.child.pid ?? 0)));
  const rss = residentMemoryMb(sim.child.pid ?? 0);
  rows.push({
    figure: 'Simulator resident memory after the load',
    value: `${rss ?? '?'} MB`,
    target: '< 200 MB',
    met: rss !== null && rss < 200,
  });
  // After the memory figure, which it would raise; the worlds are closed again.
  console.log('Worlds:');
  const single = { label: 'One process', baseUrl: sim.baseUrl, pids: [sim.child.pid ?? 0], heapDir };
  rows.push(...(await measureWorlds(single, work, { firstWorld: true })));

  if (process.env.BENCH_PRODUCTION !== '0') {
    const production = await startSimProcess({
      SIM_DATA_DIR: join(work, 'sim-prod'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    stops.push(stopSim(production));
    const prepared = await prepare(production.baseUrl);
    const targets = simTargets(production.baseUrl, prepared.token, prepared.session, 'NODE_ENV=production: ');
    for (const target of targets.slice(0, 3))
      readRows(await measure(target, production.child.pid), jsonFigure, bareFigure, true);
    await stopSim(production)();
  }
  await jsonServer.stop();
  await bare.stop();

  // BENCH_WEB=0 leaves the browser half out (the server rows alone, a few minutes).
  if (process.env.BENCH_WEB !== '0') rows.push(...(await measureWeb(sim.baseUrl, CHROMIUM, work)));
  await stopSim(sim)();
  const loadEnd = loadavg()[0]?.toFixed(1);
  printTable(
    rows,
    `Bench of ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${load} at start, ${loadEnd} at end`,
  );
}

try {
  await main();
} finally {
  for (const stop of stops) await stop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
