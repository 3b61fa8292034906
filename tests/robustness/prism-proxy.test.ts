import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEndpoints } from '@casino/contracts/auth/endpoints';
import { authSamples } from '@casino/contracts/auth/samples';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { EndpointWire } from '@casino/contracts/core/wire';
import { buildWireRequest, wireHeaders } from '@casino/contracts/core/wire';
import { depositEndpoints } from '@casino/contracts/deposits/endpoints';
import { gamesEndpoints } from '@casino/contracts/games/endpoints';
import { withdrawalEndpoints } from '@casino/contracts/withdrawals/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from './support/simulator';

/**
 * Stoplight Prism's validation proxy (`prism proxy --errors`), a tool nobody here wrote, in
 * front of the simulator with the served `/openapi.json`: the app's own calls, sent
 * with the bytes the app sends (`buildWireRequest`), pass with no violation. With `--errors`
 * Prism answers a request or answer the document does not allow with an error status of its
 * own and an `sl-violations` header; it once refused calls sent with no body, a JSON login, a
 * signed-out member call (401 for the missing header) and a 400 carrying `data.fields`.
 */
const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

let app: FastifyInstance;
let prism: ChildProcess;
let prismOutput = '';
let base = '';
const folder = mkdtempSync(join(tmpdir(), 'prism-proxy-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts `prism proxy --errors` and waits for the line it prints once listening. */
function startPrism(documentFile: string, upstream: string, port: number): Promise<void> {
  prism = spawn(
    process.execPath,
    [prismCli, 'proxy', '--errors', '-h', '127.0.0.1', '-p', String(port), documentFile, upstream],
    { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${prismOutput}`)), 90_000);
    const onData = (chunk: Buffer) => {
      prismOutput += chunk.toString('utf8');
      if (prismOutput.includes('Prism is listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout?.on('data', onData);
    prism.stderr?.on('data', onData);
    prism.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`prism exited (${code}):\n${prismOutput}`));
    });
  });
}

beforeAll(async () => {
  app = await startSimulator();
  const document = await app.inject({ method: 'GET', url: '/openapi.json' });
  const documentFile = join(folder, 'openapi.json');
  writeFileSync(documentFile, document.body);
  const upstream = await app.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  await startPrism(documentFile, upstream, port);
  base = `http://127.0.0.1:${port}/api`;
}, 120_000);

afterAll(async () => {
  prism?.kill('SIGKILL');
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

interface Passed {
  status: number;
  violations: string | null;
  body: { error?: number; data?: unknown } | string;
}

/** One call through Prism as the app sends it (`X-FE-LANG`, the token when signed in). */
async function through(endpoint: EndpointWire, payload: unknown, token?: string): Promise<Passed> {
  const { target, init } = buildWireRequest(base, endpoint, payload, wireHeaders({ language: 'en', token }));
  const response = await fetch(target, init);
  const text = await response.text();
  let body: Passed['body'] = text;
  try {
    body = JSON.parse(text) as Passed['body'];
  } catch {
    // Left as text: the assertion shows it.
  }
  return { status: response.status, violations: response.headers.get('sl-violations'), body };
}

const errorOf = (passed: Passed) => (typeof passed.body === 'object' ? passed.body.error : passed.body);
const demo = { username: 'demo', password: 'Demo1234!', type: 'MEMBER' };

describe("Prism's validation proxy passes the app's own calls", () => {
  it('validates: a request the document refuses gets Prism’s own error with the violations', async () => {
    const passed = await through(authEndpoints.login, { username: 'demo' });
    expect(passed.status).toBe(422);
    expect(JSON.stringify(passed.body)).toContain("required property 'password'");
  });

  it('calls with no field, with an empty form and with no body at all, signed out', async () => {
    for (const [endpoint, error] of [
      [authEndpoints.tokenInfo, -2],
      [gamesEndpoints.gameOverview, 0],
      [withdrawalEndpoints.withdrawConfig, -2],
      [authEndpoints.logout, 0],
    ] as const) {
      const passed = await through(endpoint, undefined);
      expect({ path: endpoint.path, status: passed.status, violations: passed.violations }).toEqual({
        path: endpoint.path,
        status: 200,
        violations: null,
      });
      expect(errorOf(passed), endpoint.path).toBe(error);
      // As a generated client sends a call with no field: no body, no content type.
      const bare = await fetch(`${base}${endpoint.path}`, { method: 'POST' });
      expect([endpoint.path, bare.status, bare.headers.get('sl-violations')]).toEqual([
        endpoint.path,
        200,
        null,
      ]);
    }
  });

  it('login as JSON and as a form, then member calls with the token', async () => {
    const json = await through({ ...authEndpoints.login, encoding: 'json' }, demo);
    const form = await through({ ...authEndpoints.login, encoding: 'form' }, demo);
    for (const passed of [json, form]) {
      expect([passed.status, passed.violations, errorOf(passed)]).toEqual([200, null, 0]);
    }
    const token = (form.body as { data: { token: string } }).data.token;
    for (const [endpoint, payload] of [
      [withdrawalEndpoints.withdrawConfig, undefined],
      [authEndpoints.tokenInfo, undefined],
      // A list filter as the app sends it in a form: comma-joined.
      [
        depositEndpoints.depositPaymentMethodListAll,
        { enabled: 1, visibility_IN: '0,10', sortIndex_0: 'ASC' },
      ],
    ] as const) {
      const passed = await through(endpoint, payload, token);
      expect([endpoint.path, passed.status, passed.violations, errorOf(passed)]).toEqual([
        endpoint.path,
        200,
        null,
        0,
      ]);
    }
  });

  it('a refusal: a wrong password (HTTP 200), a state of another country (HTTP 400 with data.fields)', async () => {
    const wrong = await through(authEndpoints.login, { ...demo, password: 'Wrong1234!' });
    expect([wrong.status, wrong.violations]).toEqual([200, null]);
    expect(errorOf(wrong)).toBe(ApiErrorCode.BAD_CREDENTIALS);

    const register = authSamples.register.validRequest as Record<string, unknown>;
    const refused = await through(authEndpoints.register, {
      ...register,
      countryCode: 'GB',
      stateCode: 'CA',
    });
    expect([refused.status, refused.violations]).toEqual([400, null]);
    expect(JSON.stringify(refused.body)).toContain('"field":"stateCode"');
  });
});
