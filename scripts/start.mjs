// `npm start`: install what is missing, build what is stale, then serve the web app and the
// simulator on one port (PORT, default 8080) with a seeded database under SIM_DATA_DIR.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { checkNode, ensureInstalled, ensureWebBuilt } from './lib/workspace.mjs';

checkNode();
ensureInstalled();
// The developers' and demo run: the build with the QA demo panel (the docker image has none).
ensureWebBuilt({ variant: 'demo' });

const server = spawn(process.execPath, ['--import', 'tsx', join('sim-server', 'src', 'server.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
