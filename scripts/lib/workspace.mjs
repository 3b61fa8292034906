// Shared steps of `npm start`, `npm test` and `npm run dev`: install when the lockfile or a
// manifest changed, build the web app when its sources are newer than the build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runPnpm } from './pnpm.mjs';

const MIN_NODE_MAJOR = 20;

export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_NODE_MAJOR) {
    console.error(`Node.js ${MIN_NODE_MAJOR} or newer is needed; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/** Newest modification time under `path` (files and folders), skipping build output. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const MANIFESTS = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  // Fixes to dependencies (pnpm patchedDependencies): a changed patch installs again.
  'patches',
  ...['contracts', 'fixtures', 'sim-server', 'sim-testing', 'web', 'tests'].map((p) => `${p}/package.json`),
];

/** Installs with the lockfile when node_modules is missing or older than a manifest. */
export function ensureInstalled() {
  const marker = join(repoRoot, 'node_modules', '.modules.yaml');
  const installedAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(...MANIFESTS.map((file) => newestMtime(join(repoRoot, file))));
  const nativeModule = join(
    repoRoot,
    'sim-server',
    'node_modules',
    'better-sqlite3',
    'build',
    'Release',
    'better_sqlite3.node',
  );
  if (installedAt > changedAt && existsSync(nativeModule)) return;
  console.log('Installing dependencies with the pinned pnpm (first run compiles SQLite, about 90 s)...');
  const frozen = process.env.CI || existsSync(join(repoRoot, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const status = runPnpm(['install', ...frozen]);
  if (status !== 0) {
    console.error('Installing dependencies failed; see the output above.');
    process.exit(status);
  }
}

const WEB_SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'contracts/src',
];

/** Which variant web/dist holds ('demo' or 'production'), as the build wrote it; null when unknown. */
function builtVariant() {
  const file = join(repoRoot, 'web', 'dist', '.variant');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * Builds the web app when a source is newer than web/dist/index.html, or when dist holds the
 * other variant. 'demo' (the default: `npm start` and the browser suite) carries the QA demo
 * panel; 'production' (plain `vite build`, the docker image) does not.
 */
export function ensureWebBuilt({ force = false, env = {}, variant = 'demo' } = {}) {
  const built = join(repoRoot, 'web', 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...WEB_SOURCES.map((path) => newestMtime(join(repoRoot, path))));
  if (!force && builtAt > changedAt && builtVariant() === variant) return;
  console.log(`Building the web app (${variant} variant)...`);
  const status = runPnpm(['--filter', '@casino/web', 'run', 'build'], {
    // NODE_ENV=production whatever the caller's: Vite keeps a NODE_ENV it finds, and a build
    // started inside Vitest (NODE_ENV=test: the pack and farm suites) would bundle React's
    // development build, whose console lines the browser suite's traces then read.
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      VITE_DEMO_PANEL: variant === 'demo' ? 'true' : 'false',
    },
  });
  if (status !== 0) {
    console.error('Building the web app failed; see the output above.');
    process.exit(status);
  }
}
