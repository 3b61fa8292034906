import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createControlClient } from '@casino/contracts/control/client';
import type { VerifierOptions } from '@pact-foundation/pact-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CONTROL_KEY } from '../control/control-test-support';
import { type RunningSimulator, startSimulator } from '../start';
import { worldWithAppCalls } from './contract-test-support';

/**
 * Pact's own verifier (pact-core's, the pact-rust engine other languages' Pact libraries use),
 * a tool nobody here wrote, reads our exported file and replays it against a running simulator:
 * every interaction passes, its password, token and test card filled in from the provider
 * states. It runs in a child process, as a backend team's CI runs it: the native verifier holds
 * its thread while it works, and the simulators answer from this one.
 */
const VERIFY = `
import { createRequire } from 'node:module';
const [pactCore, options] = process.argv.slice(1);
const pact = createRequire(import.meta.url)(pactCore).default;
pact.logLevel('error');
try {
  const output = await pact.verifyPacts(JSON.parse(options));
  console.log('RESULT ' + JSON.stringify(JSON.parse(output).interactionResults.map((entry) => entry.result)));
} catch (error) {
  console.log('FAILED ' + error.message);
  process.exitCode = 1;
}`;

const pactCore = createRequire(import.meta.url).resolve('@pact-foundation/pact-core');

describe("Pact's own verifier (pact-core) against a running simulator", () => {
  let app: RunningSimulator;
  let backend: RunningSimulator;
  const options = { port: 0, host: '127.0.0.1', dataDir: ':memory:', logger: false };
  beforeAll(async () => {
    [app, backend] = await Promise.all([startSimulator(options), startSimulator(options)]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), backend?.close()]);
  });

  it('accepts the exported file: every interaction passes', async () => {
    const id = await worldWithAppCalls(app);
    const inWorld = createControlClient({ baseUrl: app.url, key: TEST_CONTROL_KEY, world: () => id });
    const { pact } = await inWorld.call('exportContract', { scenario: 'rich-member' });
    const file = join(tmpdir(), `pact-core-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(pact));

    const { id: world } = await createControlClient({ baseUrl: backend.url, key: TEST_CONTROL_KEY }).call(
      'createWorld',
      {},
    );
    // Pact's state-change call carries no control key and reads the values at the top level:
    // this adapter adds the key and answers the envelope's data.
    const adapter = createServer(async (request, reply) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      const answer = await fetch(`${backend.url}/__sim/contract/state`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Sim-Key': TEST_CONTROL_KEY, 'X-Sim-World': world },
        body,
      });
      const envelope = (await answer.json()) as { data?: unknown };
      reply
        .writeHead(answer.status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(envelope.data ?? {}));
    });
    await new Promise<void>((done) => adapter.listen(0, '127.0.0.1', done));
    const verifierOptions: VerifierOptions = {
      providerBaseUrl: backend.url,
      pactUrls: [file],
      providerStatesSetupUrl: `http://127.0.0.1:${(adapter.address() as AddressInfo).port}/`,
      customProviderHeaders: { 'X-Sim-World': world },
    };
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--input-type=module', '-e', VERIFY, pactCore, JSON.stringify(verifierOptions)],
        { env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } },
      );
      expect(stdout).toContain('RESULT ["OK","OK","OK","OK"]');
    } finally {
      adapter.close();
    }
  }, 60_000);
});
