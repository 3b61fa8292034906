import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
// A path string, not `new URL(...)`: under jsdom, URL is the DOM's, which node:url refuses.
const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Strings only the demo panel's own code holds: its control key header, its routes and the
 * control operations' names, its texts and its module names. None may reach a production build.
 */
const PANEL_MARKERS = [
  'X-Sim-Key',
  'local-qa-key',
  '__sim/rules',
  '/withdrawals/advance-all',
  // Operation names of the contracts' control plane, which only the panel imports.
  'advanceAllWithdrawals',
  'clearMemberProtection',
  'control-panel',
  'mount-control-panel',
  'Demo panel (QA control plane)',
  'sim_world',
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

let outDir = '';

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'casino-web-production-'));
  const env = { ...process.env };
  delete env.VITE_DEMO_PANEL;
  // The production variant, exactly as `vite build` (and the docker web image) makes it.
  await run(join(webRoot, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webRoot,
    env: { ...env, NODE_ENV: 'production' },
    maxBuffer: 32 * 1024 * 1024,
  });
}, 240_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('says it is the production variant', async () => {
    expect((await readFile(join(outDir, '.variant'), 'utf8')).trim()).toBe('production');
  });

  it('holds no trace of the demo panel in its code, styles or page', async () => {
    const shipped = (await filesUnder(outDir)).filter((file) => /\.(js|css|html|json|svg|txt)$/.test(file));
    expect(shipped.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of shipped) {
      const text = await readFile(file, 'utf8');
      for (const marker of PANEL_MARKERS) {
        expect(text.includes(marker), `${file} contains ${marker}`).toBe(false);
      }
    }
  });

  it('has no module of the panel in its source maps', async () => {
    // The maps carry main.tsx's own text (with the dev-only gate); they must list no panel file.
    const maps = (await filesUnder(outDir)).filter((file) => file.endsWith('.map'));
    for (const file of maps) {
      const { sources } = JSON.parse(await readFile(file, 'utf8')) as { sources: string[] };
      expect(
        sources.filter((source) => source.includes('features/control-panel/')),
        file,
      ).toEqual([]);
    }
  });
});
