// `npm run farm -- --replicas N --port P`: N simulator processes (replicas r1..rN, each its own
// data folder under .data/farm/rN) behind Debian's nginx on port P, which sends every world's
// requests to one replica by consistent hashing of its id and the rest to r1 (decision 058).
// Ctrl-C stops nginx and every replica; a replica that dies is reported, never restarted: its
// worlds then answer "world lost with replica rN".
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureNginx, farmNginxConfig } from './lib/farm-nginx.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import { checkNode, ensureInstalled, ensureWebBuilt } from './lib/workspace.mjs';

const USAGE = `Usage: npm run farm -- --replicas N --port P [--data-dir DIR] [--no-build]
  --replicas N   simulator processes (1-16, default 3)
  --port P       where nginx answers (default 8080)
  --data-dir DIR their databases, DIR/r1..rN (default .data/farm)
  --no-build     use the workspace as it is (no install check, web/dist served as built)
Each replica gets SIM_REPLICA=rN, SIM_MODE=demo, SIM_TRUST_PROXY=1 and your environment
(SIM_CONTROL_KEY, SIM_MAX_WORLDS...).`;

function fail(message) {
  console.error(`farm: ${message}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      replicas: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      'data-dir': { type: 'string', default: join('.data', 'farm') },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const count = Number(args.replicas);
const port = Number(args.port);
if (!Number.isInteger(count) || count < 1 || count > 16) fail(`--replicas must be 1-16\n${USAGE}`);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port must be 1-65535\n${USAGE}`);
const dataDir = resolve(repoRoot, args['data-dir']);

checkNode();
// --no-build (the farm test, inside npm test): the workspace as it is, never an install under
// the other suites' feet.
if (!args['no-build']) {
  ensureInstalled();
  ensureWebBuilt({ variant: 'demo' });
}
let nginxPath;
try {
  nginxPath = ensureNginx();
} catch (error) {
  fail(error.message);
}

let stopping = false;
const replicas = [];
let nginx = null;
let nginxDir = null;

/** Starts replica rN; answers its port once it printed the simulator's ready line. */
function startReplica(index) {
  const name = `r${index + 1}`;
  const dir = join(dataDir, name);
  mkdirSync(dir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', join('sim-server', 'src', 'server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SIM_DATA_DIR: dir,
      SIM_REPLICA: name,
      SIM_MODE: 'demo',
      // nginx's X-Forwarded-For names the client (sign-in limits per address, decision 045).
      SIM_TRUST_PROXY: '1',
    },
  });
  const replica = { name, child, pid: child.pid, port: 0 };
  replicas.push(replica);
  return new Promise((done, reject) => {
    let pending = '';
    const read = (stream) => (chunk) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) stream.write(`[${name}] ${line}\n`);
      if (replica.port) return;
      pending += text;
      const ready = /Casino kit ready at http:\/\/[^:/]+:(\d+)\//.exec(pending);
      if (ready) {
        replica.port = Number(ready[1]);
        done(replica);
      }
    };
    child.stdout.on('data', read(process.stdout));
    child.stderr.on('data', read(process.stderr));
    child.once('exit', (code, signal) => {
      replica.exited = true;
      if (!replica.port) reject(new Error(`replica ${name} exited before it was ready (${signal ?? code})`));
      else if (!stopping) {
        console.error(
          `farm: replica ${name} (pid ${replica.pid}) exited (${signal ?? `code ${code}`}); not restarted: its worlds now answer "world lost with replica ${name}", the others go on`,
        );
        if (replicas.every((other) => other.exited)) void stop(1, 'every replica has exited');
      }
    });
  });
}

async function stop(code, why) {
  if (stopping) return;
  stopping = true;
  if (why) console.error(`farm: stopping: ${why}`);
  const exits = [nginx, ...replicas.map((replica) => replica.child)]
    .filter((child) => child && child.exitCode === null && child.signalCode === null)
    .map(
      (child) =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    );
  const timer = setTimeout(() => {
    for (const child of [nginx, ...replicas.map((replica) => replica.child)]) child?.kill('SIGKILL');
  }, 10_000);
  await Promise.all(exits);
  clearTimeout(timer);
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

async function waitForNginx() {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (code ${nginx.exitCode}): see above`);
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`nginx did not answer on port ${port} within 10 s`);
}

try {
  await Promise.all(Array.from({ length: count }, (_, index) => startReplica(index)));
  nginxDir = mkdtempSync(join(tmpdir(), 'casino-farm-nginx-'));
  // nginx's workers (nobody, when started as root) create their temp folders in here.
  chmodSync(nginxDir, 0o755);
  const config = join(nginxDir, 'nginx.conf');
  writeFileSync(config, farmNginxConfig({ dir: nginxDir, port, replicas }));
  nginx = spawn(nginxPath, ['-p', nginxDir, '-c', config, '-e', join(nginxDir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nginx.once('exit', (code, signal) => {
    if (!stopping)
      void stop(1, `nginx exited (${signal ?? `code ${code}`}); its log: ${join(nginxDir, 'error.log')}`);
  });
  await waitForNginx();
} catch (error) {
  await stop(1, error.message);
}

const list = replicas
  .map((replica) => `${replica.name} (pid ${replica.pid}, port ${replica.port})`)
  .join(', ');
// Scripts and the farm test wait for this line.
console.log(
  `Casino farm ready at http://localhost:${port}/ with replicas ${list}; nginx pid ${nginx.pid}, configuration ${join(nginxDir, 'nginx.conf')}`,
);
