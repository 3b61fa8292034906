import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { contentSecurityPolicy } from '@casino/sim-server/static/web-app';
import { describe, expect, it } from 'vitest';
import { PROXY_SETTINGS, WORLD_MAPS } from '../../scripts/lib/farm-nginx.mjs';

/**
 * The Docker files, checked on paper: no Docker engine runs here. The web image once
 * failed to build (tsconfig.base.json never copied), its build stage compiled the simulator's
 * SQLite for nothing, and compose published the control plane on all interfaces with the public
 * default key. The same steps were also run by hand in a clean copy (see the branch's report).
 */
const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const webDockerfile = read('docker/web.Dockerfile');
const buildStage = webDockerfile.split(/^FROM /m)[1] ?? '';
const compose = read('docker-compose.yml');
const nginx = read('docker/nginx.conf');
const headers = read('docker/security-headers.conf');

/** Sources of the COPY lines of a stage (without --from copies). */
function copiedPaths(stage: string): string[] {
  return [...stage.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((match) => {
    const parts = (match[1] ?? '').trim().split(/\s+/);
    return parts.slice(0, -1).map((part) => normalize(part).replace(/\/$/, ''));
  });
}

const isCopied = (path: string, copied: string[]) =>
  copied.some((source) => path === source || path.startsWith(`${source}/`));

/** The tsconfig files a package's tsconfig.json extends, as paths from the repository root. */
function extendsChain(tsconfig: string): string[] {
  const chain: string[] = [];
  let current: string | undefined = tsconfig;
  while (current) {
    const text: string = read(current);
    const parent: string | undefined = /"extends":\s*"([^"]+)"/.exec(text)?.[1];
    if (!parent) break;
    current = relative(root, join(root, dirname(current), parent));
    chain.push(current);
  }
  return chain;
}

/** The blocks of nginx `location`s, braces inside quoted strings (`${VAR}`) left alone. */
function locationBlocks(conf: string): Array<{ head: string; body: string }> {
  const blocks: Array<{ head: string; body: string }> = [];
  for (const match of conf.matchAll(/location ([^{]+)\{/g)) {
    let depth = 1;
    let quoted = false;
    let index = (match.index ?? 0) + match[0].length;
    const start = index;
    for (; index < conf.length && depth > 0; index++) {
      const char = conf[index];
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === '{') depth++;
      else if (!quoted && char === '}') depth--;
    }
    blocks.push({ head: (match[1] ?? '').trim(), body: conf.slice(start, index - 1) });
  }
  return blocks;
}

/** One compose service's block of lines (two-space indent under `services:`). */
function serviceBlock(name: string): string {
  const match = new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)+)`, 'm').exec(compose);
  return match?.[1] ?? '';
}

describe('docker/web.Dockerfile', () => {
  it('copies every tsconfig the web app and the contracts extend, before vite builds', () => {
    const copied = copiedPaths(buildStage);
    for (const tsconfig of ['web/tsconfig.json', 'contracts/tsconfig.json']) {
      for (const base of extendsChain(tsconfig))
        expect(isCopied(base, copied), `${tsconfig} extends ${base}`).toBe(true);
    }
    expect(buildStage.indexOf('tsconfig.base.json')).toBeLessThan(buildStage.indexOf('vite build'));
  });

  it('installs only the web app and the contracts: no simulator, no SQLite or sharp build', () => {
    const install = /^RUN node scripts\/pnpm\.mjs install (.+)$/m.exec(buildStage)?.[1] ?? '';
    expect(install).toContain('--frozen-lockfile');
    const filters = [...install.matchAll(/--filter (\S+)/g)].map((match) => match[1]);
    expect(filters.sort()).toEqual(['@casino/contracts', '@casino/web']);
    // The selected packages' own dependencies carry nothing native.
    const dependencies = ['web', 'contracts'].flatMap((pkg) => {
      const manifest = JSON.parse(read(`${pkg}/package.json`)) as Record<string, Record<string, string>>;
      return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
    });
    expect(dependencies).not.toContain('better-sqlite3');
    expect(dependencies).not.toContain('sharp');
    // What the web app imports from the workspace at build time is installed.
    const web = JSON.parse(read('web/package.json')) as { dependencies: Record<string, string> };
    const workspaceDeps = Object.keys(web.dependencies).filter((name) => name.startsWith('@casino/'));
    for (const name of workspaceDeps) expect(filters).toContain(name);
  });

  it("puts the security headers' snippet where nginx.conf includes it", () => {
    const target = /include (\/etc\/nginx\/snippets\/[\w.-]+);/.exec(nginx)?.[1];
    expect(target).toBeDefined();
    expect(webDockerfile).toContain(`COPY docker/security-headers.conf ${target}`);
    expect(existsSync(join(root, 'docker/security-headers.conf'))).toBe(true);
  });
});

describe('docker-compose.yml', () => {
  it('runs the default simulator production-like (no control plane) and never ships the public key', () => {
    expect(serviceBlock('sim')).toMatch(/SIM_MODE: production/);
    expect(serviceBlock('sim')).not.toMatch(/ports:/);
    expect(compose).not.toContain('local-qa-key');
  });

  it('publishes a control plane only in the demo profile, on 127.0.0.1', () => {
    const demo = serviceBlock('sim-demo');
    expect(demo).toMatch(/profiles: \[demo\]/);
    expect(demo).toMatch(/SIM_MODE: demo/);
    const ports = [...demo.matchAll(/^\s+- "(.+)"$/gm)].map((match) => match[1]);
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:/);
  });

  it("serves the demo profile's app, with its panel, from the simulator that has the control plane", () => {
    const demo = serviceBlock('sim-demo');
    expect(demo).toMatch(/target: sim-demo/);
    // The panel's key is the plane's key.
    expect(demo).toMatch(/VITE_SIM_CONTROL_KEY: \$\{SIM_CONTROL_KEY:-\}/);
    expect(demo).toMatch(/SIM_CONTROL_KEY: \$\{SIM_CONTROL_KEY:-\}/);
    const simDockerfile = read('docker/sim.Dockerfile');
    const stages = new Map(
      simDockerfile
        .split(/^FROM /m)
        .slice(1)
        .map((stage) => [/^\S+ AS (\S+)/.exec(stage)?.[1] ?? 'default', stage] as const),
    );
    const served = stages.get('sim-demo') ?? '';
    expect(served).toMatch(/^sim AS sim-demo/);
    // The simulator serves WEB_DIST (set in the `sim` stage): the demo build lands there.
    expect(stages.get('sim')).toMatch(/WEB_DIST=\/app\/web\/dist/);
    expect(served).toMatch(/^COPY --from=demo-web \/app\/web\/dist \/app\/web\/dist$/m);
    const build = stages.get('demo-web') ?? '';
    expect(build).toMatch(/VITE_SIM_CONTROL_KEY="\$VITE_SIM_CONTROL_KEY".*\/vite build --mode demo$/m);
    // A plain `docker build` (no target) stays the production-like simulator.
    expect(simDockerfile.trimEnd().split('\n').at(-1)).toBe('FROM sim');
  });

  it('has an image of the packed simulator that runs `casino-sim start`', () => {
    const simDockerfile = read('docker/sim.Dockerfile');
    const stage = (name: string) =>
      simDockerfile.split(/^FROM /m).find((text) => new RegExp(`^\\S+ AS ${name}\\n`).test(text)) ?? '';
    // The tarballs `npm run pack` writes, installed with npm (no workspace), run by their command.
    expect(stage('packer')).toMatch(/^RUN .*node scripts\/pack\.mjs \/kit$/m);
    const installed = stage('casino-sim');
    expect(installed).toMatch(/^COPY --from=packer \/kit \/kit$/m);
    expect(installed).toMatch(/npm install \/kit\/casino-contracts-\*\.tgz \/kit\/casino-sim-server-\*\.tgz/);
    expect(installed).toMatch(/^CMD \["npx", "--no-install", "casino-sim", "start"\]$/m);
    expect(installed).toMatch(/^ENV PORT=8080 HOST=0\.0\.0\.0 SIM_DATA_DIR=\/data$/m);
    // The packer copies the whole checkout: what it must not see stays out.
    const ignored = read('.dockerignore');
    for (const path of ['**/node_modules', '**/dist', '.data', '.git']) expect(ignored).toContain(path);
  });

  it('keeps /__sim out of the public nginx proxy', () => {
    const blocks = locationBlocks(nginx);
    const control = blocks.find((block) => block.head === '^~ /__sim');
    expect(control?.body).toMatch(/return 404;/);
    for (const block of blocks.filter((b) => /proxy_pass/.test(b.body)))
      expect(block.head).not.toContain('__sim');
  });
});

describe('docker/nginx.conf', () => {
  it('sends the security headers on every location', () => {
    for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options'])
      expect(headers).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
    for (const block of locationBlocks(nginx))
      expect(block.body, `location ${block.head}`).toContain(
        'include /etc/nginx/snippets/security-headers.conf;',
      );
  });

  it("sends the page the simulator's content security policy (frame-ancestors included)", () => {
    const page = locationBlocks(nginx).find((block) => block.head === '= /index.html');
    const policy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(page?.body ?? '')?.[1];
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the nginx template's variable, as written there
    const vendors = '${CSP_VENDOR_ORIGINS}';
    const expected = contentSecurityPolicy('$request_id', [vendors]);
    expect(expected).toContain("frame-ancestors 'self'");
    expect(policy?.replace(/ ;/g, ';')).toBe(expected);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('the farm profile (decision 058)', () => {
  const farmConf = read('docker/farm-nginx.conf');
  const upstreams = read('docker/farm-upstreams.sh');

  it('scales demo replicas named after their containers, reached only through the farm nginx', () => {
    const sim = serviceBlock('sim-farm');
    expect(sim).toMatch(/profiles: \[farm\]/);
    expect(sim).toMatch(/target: sim-demo/);
    expect(sim).toMatch(/SIM_MODE: demo/);
    expect(sim).toMatch(/SIM_TRUST_PROXY: "1"/);
    expect(sim).toContain('SIM_REPLICA=$$(hostname) exec node --import tsx sim-server/src/server.ts');
    expect(sim).not.toMatch(/ports:/);
    const farm = serviceBlock('farm');
    expect(farm).toMatch(/profiles: \[farm\]/);
    expect(farm).toMatch(/condition: service_healthy/);
    expect(farm).toContain('./docker/farm-nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(farm).toContain('./docker/farm-upstreams.sh:/docker-entrypoint.d/40-farm-upstreams.sh:ro');
    const ports = [...farm.matchAll(/^\s+- "(.+)"$/gm)].map((match) => match[1]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's variable, as written there
    expect(ports).toEqual(['127.0.0.1:${FARM_PORT:-8090}:80']);
  });

  it('routes worlds exactly as `npm run farm` does: the same maps, one hashed server per replica', () => {
    expect(farmConf).toContain(WORLD_MAPS);
    expect(farmConf).toContain(`proxy_pass http://$sim_pool;${PROXY_SETTINGS}`);
    const included = /include (\/etc\/nginx\/farm-upstreams\.conf);/.exec(farmConf)?.[1];
    expect(included).toBeDefined();
    expect(upstreams).toContain(`> ${included}`);
    expect(upstreams).toContain('hash \\$sim_world_key consistent;');
    // One server line per address: nginx hashes servers by name, so one name for all would
    // make the ring a round robin.
    expect(upstreams).toMatch(/for address in \$addresses; do echo " {2}server \$address:8080/);
    // The nginx image's entrypoint runs only executable scripts.
    expect(statSync(join(root, 'docker/farm-upstreams.sh')).mode & 0o111).not.toBe(0);
  });

  const compose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' });
  it.skipIf(compose.status !== 0)('is a valid compose file, with and without the profile', () => {
    const plain = spawnSync('docker-compose', ['config', '--quiet'], { cwd: root, encoding: 'utf8' });
    expect(plain.status, plain.stderr).toBe(0);
    const farm = spawnSync('docker-compose', ['--profile', 'farm', 'config'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(farm.status, farm.stderr).toBe(0);
    expect(farm.stdout).toMatch(/^ {2}sim-farm:$/m);
    expect(farm.stdout).toMatch(/^ {2}farm:$/m);
  });
});
