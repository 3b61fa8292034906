// Runs a TypeScript command (`npm run sim`, `npm run conformance`) as plain JavaScript. tsx
// compiled a command and its contracts on every call (2.5-13 s); this bundles it once with
// esbuild into scripts/dist/<name>.mjs (gitignored), again only when one of the bundle's own
// input files is newer than it, and runs its `main(argv, env)` in this process.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function isStale(bundle, inputsFile) {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.some((path) => !existsSync(path) || statSync(path).mtimeMs > builtAt);
}

async function build(entry, bundle, inputsFile) {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    minify: true,
    logLevel: 'error',
    absWorkingDir: repoRoot,
    outfile: bundle,
  });
  mkdirSync(join(repoRoot, 'scripts', 'dist'), { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).map((path) => resolve(repoRoot, path));
  writeFileSync(inputsFile, JSON.stringify(inputs));
  // Written aside and renamed, so a call running at the same time never reads half a bundle.
  const partial = `${bundle}.${process.pid}.tmp`;
  writeFileSync(partial, result.outputFiles[0].contents);
  renameSync(partial, bundle);
}

/** Builds `scripts/<name>.ts` when stale, runs its `main` with this process's arguments, sets the exit code. */
export async function runBundled(name, label) {
  const entry = join(repoRoot, 'scripts', `${name}.ts`);
  const bundle = join(repoRoot, 'scripts', 'dist', `${name}.mjs`);
  /** The files esbuild read to make the bundle (its metafile's inputs), beside it. */
  const inputsFile = `${bundle}.inputs.json`;
  if (isStale(bundle, inputsFile)) {
    try {
      await build(entry, bundle, inputsFile);
    } catch (error) {
      console.error(`Building the ${label} failed: ${error.message}`);
      process.exit(1);
    }
  }
  const { main } = await import(pathToFileURL(bundle).href);
  process.exitCode = await main(process.argv.slice(2), process.env);
}
