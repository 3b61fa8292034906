import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createControlClient } from '@casino/contracts/control/client';
import type { PactFile } from '@casino/contracts/control/pact';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../control/cli-main';
import { TEST_CONTROL_KEY } from '../control/control-test-support';
import { type RunningSimulator, startSimulator } from '../start';
import { worldWithAppCalls } from './contract-test-support';

/** Console output of the CLI runs inside `work`. */
async function captured(work: (printed: string[], errors: string[]) => Promise<void>) {
  const printed: string[] = [];
  const errors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
  vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
  try {
    await work(printed, errors);
  } finally {
    vi.restoreAllMocks();
  }
}

describe('contract export and verify against two running simulators', () => {
  let app: RunningSimulator;
  let backend: RunningSimulator;
  const folder = mkdtempSync(join(tmpdir(), 'contract-cli-'));
  const options = { port: 0, host: '127.0.0.1', dataDir: ':memory:', logger: false };
  const pactFile = join(folder, 'casino-web-casino-backend.json');
  const openapiFile = join(folder, 'used-openapi.json');

  beforeAll(async () => {
    [app, backend] = await Promise.all([startSimulator(options), startSimulator(options)]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), backend?.close()]);
  });

  it('exports the calls of a world (sign-in, balance, game list, a card deposit) and verifies them green', async () => {
    const world = await worldWithAppCalls(app);

    await captured(async (printed, errors) => {
      expect(
        await main([
          'contract',
          'export',
          '--out',
          pactFile,
          '--openapi',
          openapiFile,
          '--world',
          world,
          '--url',
          app.url,
        ]),
      ).toBe(0);
      expect(JSON.parse(printed.at(-1) ?? '{}')).toMatchObject({
        pact: pactFile,
        interactions: 4,
        operations: 4,
      });
      const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactFile;
      expect(
        pact.interactions.every(
          (interaction) => interaction.providerStates[0]?.name === 'world from scenario rich-member',
        ),
      ).toBe(true);
      expect(readFileSync(pactFile, 'utf8')).not.toContain('4242424242424242');

      expect(await main(['contract', 'verify', '--base-url', backend.url, pactFile])).toBe(0);
      expect(printed.at(-1)).toMatch(/PASS tokenInfo[\s\S]*4 of 4 interactions passed, 0 failed$/);
      expect(errors).toEqual([]);
    });
  });

  it("verifies red (exit 1, the field named) when an override changes one answer field's type", async () => {
    const control = createControlClient({ baseUrl: backend.url, key: TEST_CONTROL_KEY });
    const { id: world } = await control.call('createWorld', {});
    const inWorld = createControlClient({ baseUrl: backend.url, key: TEST_CONTROL_KEY, world: () => world });
    await inWorld.call('addOverride', {
      path: '/sys/auth/token/info',
      patch: { availableBalance: 'lots' },
      allowInvalid: true,
    });
    await captured(async (_printed, errors) => {
      expect(await main(['contract', 'verify', '--base-url', backend.url, '--world', world, pactFile])).toBe(
        1,
      );
      const report = errors.at(-1) ?? '';
      expect(report).toContain('FAIL tokenInfo: POST /api/sys/auth/token/info, signed in');
      expect(report).toContain('$.data.availableBalance: expected number, got string "lots"');
      expect(report).toMatch(/PASS login[\s\S]*3 of 4 interactions passed, 1 failed$/);
    });
  });

  it('says what to do on a usage mistake (exit 2), and writes nothing from an empty journal (exit 1)', async () => {
    const notPact = join(folder, 'not-a-pact.json');
    writeFileSync(notPact, JSON.stringify({ format: 'casino-sim-world' }));
    await captured(async (_printed, errors) => {
      expect(
        await main(['contract', 'verify', '--base-url', backend.url, join(folder, 'missing.json')]),
      ).toBe(2);
      expect(errors.at(-1)).toMatch(/^Cannot read .*missing\.json \(ENOENT\): give the Pact file/);
      expect(await main(['contract', 'verify', '--base-url', backend.url, notPact])).toBe(2);
      expect(errors.at(-1)).toMatch(/is not a Pact V4 file \(.*consumer/);
      expect(await main(['contract', 'verify', pactFile])).toBe(2);
      expect(errors.at(-1)).toMatch(/^Missing --base-url/);
      expect(await main(['contract', 'verify', '--base-url', backend.url, '--bogus', pactFile])).toBe(2);
      expect(errors.at(-1)).toMatch(/Unknown option '--bogus'/);
      expect(await main(['contract', 'export'])).toBe(2);
      expect(errors.at(-1)).toMatch(/^Missing --out/);
      const empty = join(folder, 'empty.json');
      const { id } = await createControlClient({ baseUrl: backend.url, key: TEST_CONTROL_KEY }).call(
        'createWorld',
        {},
      );
      expect(await main(['contract', 'export', '--out', empty, '--world', id, '--url', backend.url])).toBe(1);
      expect(errors.at(-1)).toMatch(/^Nothing written: the journal of .* holds no call/);
      expect(() => readFileSync(empty)).toThrow();
    });
  });
});
