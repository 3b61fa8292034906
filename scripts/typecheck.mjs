// `npm run typecheck` (every package) or `node ../scripts/typecheck.mjs .` (one package's own
// `typecheck` script): TypeScript 7, the native compiler, over each package's tsconfig.json.
// It checks the same rules as TypeScript 5 in about a seventh of the time, which keeps `npm test`
// inside its budget; TypeScript 5 stays for the tools that call the compiler's JavaScript API
// (dependency-cruiser, openapi-typescript, the generated-client test). Decision 039.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';

const PACKAGES = ['contracts', 'fixtures', 'sim-server', 'sim-testing', 'web', 'tests'];
const tsc = join(repoRoot, 'node_modules', 'typescript-native', 'bin', 'tsc');

const folders =
  process.argv.length > 2 ? process.argv.slice(2) : PACKAGES.map((name) => join(repoRoot, name));
let failed = 0;
for (const folder of folders) {
  const project = join(resolve(folder), 'tsconfig.json');
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    failed += 1;
    console.error(`type check failed: ${project}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
