// Runs the pnpm version pinned in package.json's `packageManager` without a global install:
// a matching `pnpm` on PATH is used as is, otherwise npm fetches that exact version into its
// own cache (`npm exec`), which needs only Node.js and npm.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const pinned = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).packageManager;
export const pnpmVersion = String(pinned)
  .replace(/^pnpm@/, '')
  .split('+')[0];

let cachedCommand;
/** The command and leading arguments that run the pinned pnpm (for callers that spawn it themselves). */
export function pnpmCommand() {
  if (cachedCommand) return cachedCommand;
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim() === pnpmVersion) {
    cachedCommand = { cmd: 'pnpm', pre: [] };
  } else {
    cachedCommand = { cmd: 'npm', pre: ['exec', '--yes', `--package=pnpm@${pnpmVersion}`, '--', 'pnpm'] };
  }
  return cachedCommand;
}

/** Runs pnpm with the given arguments in the repository root; returns the exit status. */
export function runPnpm(args, options = {}) {
  const { cmd, pre } = pnpmCommand();
  const result = spawnSync(cmd, [...pre, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
