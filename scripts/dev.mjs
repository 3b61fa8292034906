// `npm run dev`: the simulator (without the built app) and Vite with hot reload, which
// proxies /api and the other simulator paths to it. Vite prints the URL to open.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { checkNode, ensureInstalled } from './lib/workspace.mjs';

checkNode();
ensureInstalled();

const simPort = process.env.SIM_PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', join('sim-server', 'src', 'server.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: simPort, WEB_DIST: join(repoRoot, 'web', 'no-build-in-dev') },
  }),
  spawn(process.execPath, [join(repoRoot, 'web', 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: join(repoRoot, 'web'),
    stdio: 'inherit',
    env: { ...process.env, SIM_PORT: simPort },
  }),
];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
}
