// The packages `npm test` type checks: every workspace package (pnpm-workspace.yaml) whose
// manifest has a `typecheck` script, the same set `npm run typecheck` runs through pnpm.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './pnpm.mjs';

function workspacePackages() {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+- .+\n)+)/m.exec(yaml)?.[1] ?? '';
  return [...block.matchAll(/- (\S+)/g)].map((match) => match[1]);
}

export const TYPECHECKED_PACKAGES = workspacePackages().filter((pkg) => {
  const manifest = join(repoRoot, pkg, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck);
});
