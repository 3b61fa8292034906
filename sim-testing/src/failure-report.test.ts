import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createControlClient } from '@casino/contracts/control/client';
import { worldSnapshotSchema } from '@casino/contracts/control/worlds';
import { type RunningSimulator, startSimulator } from '@casino/sim-server/start';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachWorld, type ReportTarget } from './failure-report';

// What the world fixture attaches to a failing test: the journal and the world's export, or a
// note when the simulator cannot give them; never an error of its own.

const KEY = 'local-qa-key';
let sim: RunningSimulator;
const folders: string[] = [];

beforeAll(async () => {
  sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    logger: false,
    env: { SIM_CONTROL_KEY: KEY, SIM_MODE: 'demo' },
  });
});
afterAll(async () => {
  await sim?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A TestInfo keeping what is attached, with its output folder in a temp folder. */
function report() {
  const folder = mkdtempSync(join(tmpdir(), 'sim-testing-report-'));
  folders.push(folder);
  const attached: { name: string; contentType?: string; body?: string; path?: string }[] = [];
  const target: ReportTarget = {
    outputPath: (...segments) => join(folder, ...segments),
    attach: async (name, options = {}) => {
      attached.push({
        name,
        ...(options.contentType ? { contentType: options.contentType } : {}),
        ...(options.body === undefined ? {} : { body: options.body.toString() }),
        ...(options.path ? { path: options.path } : {}),
      });
    },
  };
  return { target, attached, folder };
}

describe('a failing test’s report', () => {
  it('holds the journal and <world id>.world.json, the export with its journal', async () => {
    const simulator = createControlClient({ baseUrl: sim.url, key: KEY });
    const { id } = await simulator.call('createWorld', {});
    await fetch(`${sim.url}/api/sys/ipinfoCloudFlare`, { method: 'POST', headers: { 'X-Sim-World': id } });
    const { target, attached, folder } = report();

    await attachWorld(target, { baseUrl: sim.url, key: KEY, id });

    expect(attached.map((attachment) => attachment.name)).toEqual([
      `world ${id} journal`,
      `${id}.world.json`,
    ]);
    expect(attached[0]?.body).toContain('/api/sys/ipinfoCloudFlare');
    expect(attached[1]).toEqual({
      name: `${id}.world.json`,
      contentType: 'application/json',
      path: join(folder, `${id}.world.json`),
    });
    const file = worldSnapshotSchema.parse(
      JSON.parse(readFileSync(join(folder, `${id}.world.json`), 'utf8')),
    );
    expect(file.world.id).toBe(id);
    expect(file.journal?.entries.map((entry) => entry.path)).toContain('/api/sys/ipinfoCloudFlare');
    await simulator.call('closeWorld', { id });
  });

  it('says why there is no export when the world is gone, and throws nothing', async () => {
    const { target, attached, folder } = report();
    await attachWorld(target, { baseUrl: sim.url, key: KEY, id: 'w-never-made' });
    expect(attached.map((attachment) => attachment.name)).toEqual([
      'world w-never-made journal',
      'world w-never-made export',
    ]);
    expect(attached[1]?.body).toMatch(/^The world was not exported: .*w-never-made/);
    expect(existsSync(join(folder, 'w-never-made.world.json'))).toBe(false);
  });

  it('when the simulator is gone, notes it and throws nothing', async () => {
    const { target, attached } = report();
    await attachWorld(target, { baseUrl: 'http://127.0.0.1:9', key: KEY, id: 'w-1' });
    expect(attached.map((attachment) => attachment.name)).toEqual(['world w-1 journal', 'world w-1 export']);
    expect(attached[1]?.body).toMatch(/^The world was not exported: /);
  });

  it('an attachment that cannot be saved is no error of the test', async () => {
    const { target } = report();
    const failing: ReportTarget = {
      outputPath: target.outputPath,
      attach: async () => {
        throw new Error('disk full');
      },
    };
    await expect(attachWorld(failing, { baseUrl: sim.url, key: KEY, id: 'w-1' })).resolves.toBeUndefined();
  });
});
