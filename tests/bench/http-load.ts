import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** One load figure: requests per second and latency percentiles (ms) at N connections. */
export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers: a run with any is flagged. */
  failures: number;
  /**
   * CPU time the server process spent per answered request (ms). Unlike req/s it barely moves
   * when other work shares the machine, so it is the fair comparison on a busy host.
   */
  cpuMsPerRequest: number | null;
}

/** CPU time (user + system) of a process so far, in ms, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;

function run(target: LoadTarget, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration,
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
}

/** A short warm-up (JIT, caches), then the measured run. */
export async function measure(target: LoadTarget, serverPid?: number): Promise<LoadFigure> {
  await run(target, WARMUP_S);
  const cpuBefore = cpuMsOf(serverPid);
  const result = await run(target, DURATION_S);
  const cpuAfter = cpuMsOf(serverPid);
  const answered = result.requests.total;
  const figure: LoadFigure = {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && answered > 0
        ? Math.round(((cpuAfter - cpuBefore) / answered) * 100) / 100
        : null,
  };
  console.log(
    `  ${figure.name}: ${figure.requestsPerSecond} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms, ${figure.cpuMsPerRequest} ms CPU/request${figure.failures ? `, ${figure.failures} failures` : ''}`,
  );
  return figure;
}
