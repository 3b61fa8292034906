import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningSimulator, startSimulator } from '../start';
import { type CliRequest, parseCommand } from './cli-command';
import { main } from './cli-main';

function request(argv: string[]): CliRequest {
  const parsed = parseCommand(argv);
  if (parsed.kind !== 'request') throw new Error(`not a request: ${JSON.stringify(parsed)}`);
  return parsed;
}

describe('the world export, import and fork commands', () => {
  it('name the world and the file, as the other world commands do', () => {
    expect(request(['world', 'export', 'w-1', 'a.json'])).toMatchObject({
      operation: 'exportWorld',
      method: 'GET',
      path: '/__sim/worlds/w-1/export',
      file: { path: 'a.json', mode: 'write' },
    });
    expect(request(['world', 'export', 'w-1', 'a.json', '--journal', 'true']).path).toBe(
      '/__sim/worlds/w-1/export?journal=true',
    );
    expect(request(['world', 'import', 'a.json'])).toMatchObject({
      operation: 'importWorld',
      method: 'POST',
      path: '/__sim/worlds/import',
      file: { path: 'a.json', mode: 'read' },
    });
    expect(request(['world', 'fork', 'w-1'])).toMatchObject({
      method: 'POST',
      path: '/__sim/worlds/w-1/fork',
    });
    expect(parseCommand(['world', 'export', 'w-1'])).toMatchObject({
      kind: 'error',
      message: /Missing <file>/,
    });
    expect(parseCommand(['world', 'import'])).toMatchObject({ kind: 'error', message: /Missing <file>/ });
    expect(parseCommand(['world', 'import', 'a.json', '--version', '2'])).toMatchObject({
      kind: 'error',
      message: /Unknown option --version for world import/,
    });
    expect(parseCommand(['world', 'import', 'a.json', 'b.json'])).toMatchObject({ kind: 'error' });
  });

  it('show the file in the help, not the fields of the file', () => {
    const help = parseCommand(['help']);
    expect(help).toMatchObject({ kind: 'help' });
    const text = help.kind === 'help' ? help.text : '';
    expect(text).toMatch(/world export <id> <file> +GET \/__sim\/worlds\/\{id\}\/export\?journal/);
    expect(text).toMatch(/world import <file> +POST \/__sim\/worlds\/import\?id <file>/);
    expect(text).toMatch(/world fork <id> +POST \/__sim\/worlds\/\{id\}\/fork/);
    const importHelp = parseCommand(['help', 'world', 'import']);
    expect(importHelp.kind === 'help' ? importHelp.text : '').not.toMatch(/--format/);
  });
});

describe('the world commands against two running simulators', () => {
  let here: RunningSimulator;
  let there: RunningSimulator;
  const folder = mkdtempSync(join(tmpdir(), 'world-cli-'));
  const options = { port: 0, host: '127.0.0.1', dataDir: ':memory:', logger: false };

  beforeAll(async () => {
    [here, there] = await Promise.all([startSimulator(options), startSimulator(options)]);
  });
  afterAll(async () => {
    await Promise.all([here?.close(), there?.close()]);
  });

  it('exports a world to a file, imports it into another simulator and forks it; exit 0, 1 or 2 as the others', async () => {
    const printed: string[] = [];
    const errors: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    const at = (sim: RunningSimulator, world?: string) => ({
      SIM_URL: sim.url,
      ...(world ? { SIM_WORLD: world } : {}),
    });
    const lastJson = () => JSON.parse(printed.at(-1) ?? '') as Record<string, unknown>;
    try {
      expect(await main(['world', 'new'], at(here))).toBe(0);
      const world = String(lastJson().id);
      expect(await main(['member', 'demo', '--cashBalance', '777'], at(here, world))).toBe(0);
      const file = join(folder, 'demo.world.json');
      expect(await main(['world', 'export', world, file], at(here))).toBe(0);
      expect(lastJson()).toMatchObject({ file, bytes: expect.any(Number) });
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
        format: 'casino-sim-world',
        version: 1,
      });

      expect(await main(['world', 'import', file], at(there))).toBe(0);
      const moved = String(lastJson().id);
      expect(lastJson().cookie).toBe(`sim_world=${moved}`);
      expect(await main(['member', 'demo'], at(there, moved))).toBe(0);
      expect(lastJson().cashBalance).toBe(777);

      expect(await main(['world', 'fork', moved], at(there))).toBe(0);
      const fork = String(lastJson().id);
      expect(fork).not.toBe(moved);

      // Refusals: a file the simulator refuses (1), a file that is not JSON (1), no file (2),
      // an unknown world (1).
      const bad = join(folder, 'bad.json');
      writeFileSync(bad, JSON.stringify({ format: 'casino-sim-world', version: 9 }));
      expect(await main(['world', 'import', bad], at(there))).toBe(1);
      expect(errors.at(-1)).toMatch(/^Refused \(400\): .*newer world export/);
      writeFileSync(bad, 'PK not json');
      expect(await main(['world', 'import', bad], at(there))).toBe(1);
      expect(errors.at(-1)).toMatch(/is not a world export \(not JSON\)/);
      expect(await main(['world', 'import', join(folder, 'missing.json')], at(there))).toBe(2);
      expect(errors.at(-1)).toMatch(/^Cannot read .*missing\.json/);
      expect(await main(['world', 'export', 'w-never', file], at(here))).toBe(1);
      expect(errors.at(-1)).toMatch(/^Refused \(1004\): Unknown world: w-never/);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
