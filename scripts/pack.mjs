// `npm run pack -- <dir>`: installable tarballs of @casino/contracts, @casino/sim-server and
// @casino/sim-testing in <dir>, for a QA team's own repository (docs/qa-in-your-repository.md,
// "Install"). Each is plain JavaScript (esbuild bundles, since the sources import without
// extensions) with type declarations (TypeScript 7's emit), a manifest with real versions (no
// `workspace:` or `catalog:`) and only the dependencies its bundle leaves to npm (the simulator's
// bundles every pure-JavaScript package: SIM_INSTALLED below). The simulator carries
// the files it reads at run time (migrations, provider pages, scenarios, the demo web build)
// where its code looks for them: each module's `import.meta.url` is the place its source had in
// the repository, under the package's folder (decision 052).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/pnpm.mjs';
import { ensureWebBuilt } from './lib/workspace.mjs';

const VERSION = JSON.parse(readFileSync(join(repoRoot, 'sim-server', 'package.json'), 'utf8')).version;
const CACHE = join(repoRoot, 'node_modules', '.cache', 'casino-pack');
/** What the simulator reads at run time, as repository paths (copied to the same place in the package). */
const SIM_FILES = [
  'sim-server/src/db/migrations',
  'sim-server/src/providers/chat/assets',
  'sim-server/src/providers/games/assets',
  'sim-server/src/providers/media/assets',
  'sim-server/src/providers/payments/assets',
  'sim-server/src/providers/tracking/assets',
  'fixtures/scenarios',
  'web/dist',
];
/**
 * What the simulator's bundle leaves to npm: the packages with native code (a compiled SQLite
 * addon, sharp's prebuilt libvips per platform) and zod, which @casino/contracts installs
 * anyway. Every other package is bundled: a QA team's install resolves and fetches 49 packages
 * instead of 176 (each a round trip to the registry it waits on), and runs none of their install
 * scripts.
 */
const SIM_INSTALLED = ['better-sqlite3', 'sharp', 'zod'];
/**
 * The API reference's two files (sim-server/src/static/api-reference.ts), carried in the package
 * beside the module that serves them instead of the swagger-ui-dist dependency, whose install
 * pulls @scarf/scarf and runs its telemetry script on the QA team's machine. Its licence goes too.
 */
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'LICENSE', 'NOTICE'];
/** Everything a pack is made of: its hash names the cached tarballs. */
const INPUTS = [
  'contracts/src',
  'fixtures/src',
  'sim-server/src',
  'sim-testing/src',
  ...SIM_FILES,
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'scripts/pack.mjs',
  ...['contracts', 'fixtures', 'sim-server', 'sim-testing'].map((name) => `${name}/package.json`),
];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const isTest = (path) => /\.test\.tsx?$/.test(path);

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules')
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

/** sha256 over the inputs' paths and contents. */
export function packHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of filesUnder(join(repoRoot, input))) {
      hash.update(relative(repoRoot, file));
      hash.update(readFileSync(file));
    }
  return hash.digest('hex').slice(0, 16);
}

/** The catalog's versions (pnpm-workspace.yaml `catalog:`). */
function catalog() {
  const versions = {};
  let inCatalog = false;
  for (const line of readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8').split('\n')) {
    if (/^\S/.test(line)) inCatalog = line.trim() === 'catalog:';
    const entry = inCatalog && /^\s+"?([^"#:\s]+)"?:\s*(\S+)/.exec(line);
    if (entry) versions[entry[1]] = entry[2];
  }
  return versions;
}

/** The version a workspace manifest asks for, made real. */
function versionOf(name, spec) {
  if (spec === 'catalog:') {
    const version = catalog()[name];
    if (!version) throw new Error(`${name}: not in the catalog of pnpm-workspace.yaml`);
    return version;
  }
  if (spec.startsWith('workspace:')) return VERSION;
  if (spec.startsWith('npm:')) throw new Error(`${name}: an alias (${spec}) cannot be packed`);
  return spec;
}

/** Every dependency any of the named workspace packages declares, name to spec. */
function declared(...packages) {
  const all = {};
  for (const name of packages) {
    const manifest = readJson(join(repoRoot, name, 'package.json'));
    Object.assign(all, manifest.devDependencies, manifest.dependencies);
  }
  return all;
}

/** The package name of a bare import (`@scope/name/sub` → `@scope/name`). */
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** Node's own modules, as bundled CommonJS packages name them too (`assert`, `fs/promises`). */
const isNodeBuiltin = (path) => path.startsWith('node:') || builtinModules.includes(path);

/** The npm packages a build left as imports, with their real versions. */
function dependenciesOf(metafile, specs) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs))
    for (const item of output.imports)
      if (item.external && !isNodeBuiltin(item.path) && !item.path.startsWith('.'))
        names.add(packageOf(item.path));
  const dependencies = {};
  for (const name of [...names].sort()) {
    const spec = specs[name];
    if (!spec) throw new Error(`The bundle imports ${name}, which no manifest declares`);
    dependencies[name] = versionOf(name, spec);
  }
  return dependencies;
}

/**
 * Makes each module's `import.meta.url` the place its source has in the repository, under the
 * package's root (one folder above the bundles in dist/), so its run-time files resolve there.
 */
const repositoryPlaces = {
  name: 'repository-places',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const place = `../${relative(repoRoot, args.path).split('\\').join('/')}`;
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(place)}, import.meta.url).href`,
        ),
        loader: 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

/**
 * CommonJS packages bundled into an ES module still call `require` for Node's own modules:
 * esbuild's stand-in throws in ESM, so the simulator's bundles get a real one.
 */
const REQUIRE_IN_ESM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

async function bundle({ entryPoints, outdir, external, platform = 'node', outbase, banner }) {
  const { build } = await import('esbuild');
  const result = await build({
    ...(banner ? { banner: { js: banner } } : {}),
    entryPoints,
    outdir,
    ...(outbase ? { outbase } : {}),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform,
    target: 'node20',
    external,
    metafile: true,
    logLevel: 'error',
    absWorkingDir: repoRoot,
    chunkNames: '[name]-[hash]',
    plugins: [repositoryPlaces],
  });
  return result.metafile;
}

/** Declarations of the packages' public entries (TypeScript 7), with Node-resolvable specifiers. */
function declarations(work) {
  const config = join(work, 'tsconfig.json');
  const out = join(work, 'types');
  const files = [
    ...filesUnder(join(repoRoot, 'contracts', 'src')).filter((file) => file.endsWith('.ts') && !isTest(file)),
    ...['index', 'playwright', 'chromium'].map((name) => join(repoRoot, 'sim-testing', 'src', `${name}.ts`)),
    join(repoRoot, 'sim-server', 'src', 'start.ts'),
  ];
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(repoRoot, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir: out,
        rootDir: repoRoot,
        types: ['node'],
        typeRoots: [join(repoRoot, 'node_modules', '@types')],
        lib: ['ES2023', 'DOM'],
      },
      files,
    }),
  );
  const tsc = join(repoRoot, 'node_modules', 'typescript-native', 'bin', 'tsc');
  const { status } = spawnSync(process.execPath, [tsc, '-p', config], { stdio: 'inherit' });
  if (status !== 0) throw new Error('Declaring the types failed');
  return out;
}

/**
 * Copies `from`'s .d.ts files (or only the named ones) to `to`, each relative import given the
 * `.js` Node asks for.
 */
function copyDeclarations(from, to, only) {
  const files = only ? only.map((name) => join(from, name)) : filesUnder(from);
  for (const file of files.filter((path) => path.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8').replace(
      /(from\s+|import\()(['"])(\.{1,2}\/[^'"]*)\2/g,
      (_whole, head, quote, specifier) => {
        const target = resolve(dirname(file), specifier);
        const spelled = existsSync(`${target}.d.ts`) ? `${specifier}.js` : `${specifier}/index.js`;
        return `${head}${quote}${spelled}${quote}`;
      },
    );
    const destination = join(to, relative(from, file));
    mkdirSync(dirname(destination), { recursive: true });
    writeFileSync(destination, text);
  }
}

function manifest(name, description, fields) {
  return `${JSON.stringify(
    { name, version: VERSION, description, type: 'module', license: 'UNLICENSED', ...fields },
    null,
    2,
  )}\n`;
}

async function stageContracts(stage, types) {
  const root = join(stage, 'contracts');
  const source = join(repoRoot, 'contracts', 'src');
  const entries = filesUnder(source).filter((file) => file.endsWith('.ts') && !isTest(file));
  const metafile = await bundle({
    entryPoints: entries,
    outdir: join(root, 'dist'),
    outbase: source,
    external: ['zod'],
    platform: 'neutral',
  });
  copyDeclarations(join(types, 'contracts', 'src'), join(root, 'types'));
  const contracts = readJson(join(repoRoot, 'contracts', 'package.json'));
  writeFileSync(
    join(root, 'package.json'),
    manifest('@casino/contracts', contracts.description, {
      exports: {
        '.': { types: './types/index.d.ts', default: './dist/index.js' },
        './*': { types: './types/*.d.ts', default: './dist/*.js' },
      },
      dependencies: dependenciesOf(metafile, declared('contracts')),
    }),
  );
}

async function stageSimServer(stage, types) {
  const root = join(stage, 'sim-server');
  const specs = declared('contracts', 'fixtures', 'sim-server');
  const metafile = await bundle({
    entryPoints: { cli: 'sim-server/src/cli.ts', start: 'sim-server/src/start.ts' },
    outdir: join(root, 'dist'),
    external: SIM_INSTALLED,
    banner: REQUIRE_IN_ESM,
  });
  for (const path of SIM_FILES) cpSync(join(repoRoot, path), join(root, path), { recursive: true });
  const swaggerUi = dirname(
    createRequire(join(repoRoot, 'sim-server', 'package.json')).resolve('swagger-ui-dist/package.json'),
  );
  const swaggerTarget = join(root, 'sim-server', 'src', 'static', 'swagger-ui');
  mkdirSync(swaggerTarget, { recursive: true });
  for (const file of SWAGGER_UI_FILES) cpSync(join(swaggerUi, file), join(swaggerTarget, file));
  mkdirSync(join(root, 'bin'), { recursive: true });
  writeFileSync(join(root, 'bin', 'casino-sim.js'), "#!/usr/bin/env node\nimport '../dist/cli.js';\n", {
    mode: 0o755,
  });
  copyDeclarations(join(types, 'sim-server', 'src'), join(root, 'types'), ['start.d.ts']);
  const server = readJson(join(repoRoot, 'sim-server', 'package.json'));
  writeFileSync(
    join(root, 'package.json'),
    manifest(
      '@casino/sim-server',
      `${server.description}; the demo web app inside, and the casino-sim command`,
      {
        bin: { 'casino-sim': 'bin/casino-sim.js' },
        exports: {
          '.': { types: './types/start.d.ts', default: './dist/start.js' },
          './start': { types: './types/start.d.ts', default: './dist/start.js' },
        },
        engines: { node: '>=20.19' },
        dependencies: dependenciesOf(metafile, specs),
      },
    ),
  );
}

async function stageSimTesting(stage, types) {
  const root = join(stage, 'sim-testing');
  const specs = declared('sim-testing');
  const metafile = await bundle({
    entryPoints: {
      index: 'sim-testing/src/index.ts',
      playwright: 'sim-testing/src/playwright.ts',
      chromium: 'sim-testing/src/chromium.ts',
    },
    outdir: join(root, 'dist'),
    external: ['@casino/contracts', '@casino/sim-server', '@playwright/test'],
  });
  copyDeclarations(join(types, 'sim-testing', 'src'), join(root, 'types'));
  const testing = readJson(join(repoRoot, 'sim-testing', 'package.json'));
  const dependencies = dependenciesOf(metafile, specs);
  const playwright = dependencies['@playwright/test'];
  delete dependencies['@playwright/test'];
  const entry = (name) => ({ types: `./types/${name}.d.ts`, default: `./dist/${name}.js` });
  writeFileSync(
    join(root, 'package.json'),
    manifest('@casino/sim-testing', testing.description, {
      exports: { '.': entry('index'), './playwright': entry('playwright'), './chromium': entry('chromium') },
      dependencies,
      peerDependencies: { '@playwright/test': `^${playwright}` },
      peerDependenciesMeta: { '@playwright/test': { optional: true } },
    }),
  );
}

/** The three tarballs' file names. */
export const TARBALLS = ['contracts', 'sim-server', 'sim-testing'].map(
  (name) => `casino-${name}-${VERSION}.tgz`,
);

/** Packs into `destination`; answers the tarballs' paths. A pack of the same inputs is reused. */
export async function pack(destination) {
  ensureWebBuilt({ variant: 'demo' });
  const hash = packHash();
  const cached = join(CACHE, hash);
  if (!TARBALLS.every((name) => existsSync(join(cached, name)))) {
    // One pack kept: the one of these inputs (made below).
    rmSync(CACHE, { recursive: true, force: true });
    const work = join(CACHE, `work-${process.pid}`);
    mkdirSync(work, { recursive: true });
    const types = declarations(work);
    const stage = join(work, 'stage');
    await stageContracts(stage, types);
    await stageSimServer(stage, types);
    await stageSimTesting(stage, types);
    const out = join(work, 'tarballs');
    mkdirSync(out, { recursive: true });
    for (const name of ['contracts', 'sim-server', 'sim-testing']) {
      const npm = spawnSync('npm', ['pack', '--silent', '--pack-destination', out, join(stage, name)], {
        encoding: 'utf8',
      });
      if (npm.status !== 0) throw new Error(`npm pack ${name} failed: ${npm.stderr}`);
    }
    cpSync(out, cached, { recursive: true });
    rmSync(work, { recursive: true, force: true });
  }
  mkdirSync(destination, { recursive: true });
  return TARBALLS.map((name) => {
    cpSync(join(cached, name), join(destination, name));
    return join(destination, name);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const destination = process.argv[2];
  if (!destination) {
    console.error('Usage: npm run pack -- <dir>');
    process.exit(2);
  }
  const started = Date.now();
  const tarballs = await pack(resolve(process.cwd(), destination));
  console.log(`${tarballs.join('\n')}\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
