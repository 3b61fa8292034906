import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** A reference server the bench started, with the URL of its 300-game list. */
export interface ReferenceServer {
  child: ChildProcess;
  gamesUrl: string;
  stop: () => Promise<void>;
}

const require = createRequire(import.meta.url);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForOk(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const stopper = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** json-server 0.17 (quiet, no watching) over `{ "games": [...] }`: GET /games answers the list. */
export async function startJsonServer(games: unknown[], workDir: string): Promise<ReferenceServer> {
  const dbFile = join(workDir, 'json-server-db.json');
  writeFileSync(dbFile, JSON.stringify({ games }));
  const bin = join(dirname(require.resolve('json-server/package.json')), 'lib', 'cli', 'bin.js');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [bin, '--quiet', '--port', String(port), '--host', '127.0.0.1', dbFile],
    {
      stdio: 'ignore',
    },
  );
  const gamesUrl = `http://127.0.0.1:${port}/games`;
  await waitForOk(gamesUrl, child);
  return { child, gamesUrl, stop: stopper(child) };
}

/** The bare Fastify route of bare-fastify-server.ts over the same list. */
export async function startBareFastify(games: unknown[], workDir: string): Promise<ReferenceServer> {
  const gamesFile = join(workDir, 'bare-games.json');
  writeFileSync(gamesFile, JSON.stringify(games));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'bare-fastify-server.ts')],
    {
      env: { ...process.env, GAMES_FILE: gamesFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+?)\/\s/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`bare fastify exited (${code}): ${output}`)));
  });
  return { child, gamesUrl: `${baseUrl}/games`, stop: stopper(child) };
}

/** Resident memory of a process, in MB (Linux /proc). */
export function residentMemoryMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
