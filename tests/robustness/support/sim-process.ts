import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

export interface SimProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed on stdout and stderr so far. */
  output: () => string;
  /** Milliseconds from spawn to the "ready at" line. */
  readyAfterMs: number;
}

/**
 * Starts the real simulator (`node --import tsx sim-server/src/server.ts`, as `npm start` does)
 * on a free port and waits for the line it prints when ready.
 */
export function startSimProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<SimProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join('sim-server', 'src', 'server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the simulator did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /ready at (http:\/\/[^/\s]+)\//.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: ready[1], output: () => output, readyAfterMs: Date.now() - started });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the simulator exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/** Waits for the process to end (after a signal). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface HttpEnvelope {
  status: number;
  error: number;
  message: string;
  data: unknown;
}

/** POSTs to the running simulator: JSON by default, form when `form` is set. */
export async function post(
  baseUrl: string,
  path: string,
  body: Record<string, unknown>,
  options: { token?: string; form?: boolean } = {},
): Promise<HttpEnvelope> {
  const headers: Record<string, string> = {
    'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
  };
  if (options.token) headers.authorization = options.token;
  const payload = options.form
    ? new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString()
    : JSON.stringify(body);
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: payload });
  const parsed = (await response.json()) as Omit<HttpEnvelope, 'status'>;
  return { status: response.status, ...parsed };
}
