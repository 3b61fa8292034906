// `npm run typecheck` (every package) or `node ../scripts/typecheck.mjs .` (one package's own
// `typecheck` script): TypeScript 7, the native compiler, over each package's tsconfig.json.
// It checks the same rules as TypeScript 5 in about a seventh of the time, which keeps `npm test`
// inside its budget; TypeScript 5 stays for the tools that call the compiler's JavaScript API
// (dependency-cruiser, openapi-typescript, the generated-client test). Decision 039.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';

const PACKAGES = ['contracts', 'fixtures', 'sim-server', 'sim-testing', 'web', 'tests'];
const tsc = join(repoRoot, 'node_modules', 'typescript-native', 'bin', 'tsc');

const folders =
  process.argv.length > 2 ? process.argv.slice(2) : PACKAGES.map((name) => join(repoRoot, name));
// Single-threaded below four cores: on two, its checker threads made the same check cost 52 s of
// CPU and 27 s of wall time, against 20 s and 16 s on one thread, and beside the browser suite
// they slowed it down more than the check itself took.
const threads = availableParallelism() < 4 ? ['--singleThreaded'] : [];
let failed = 0;
for (const folder of folders) {
  const project = join(resolve(folder), 'tsconfig.json');
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, ...threads], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    failed += 1;
    console.error(`type check failed: ${project}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
