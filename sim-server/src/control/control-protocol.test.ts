import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTROL_PREFIX, type ControlOperation } from '@casino/contracts/control/operation';
import { controlOperations } from '@casino/contracts/control/registry';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { control, TEST_CONTROL_KEY } from './control-test-support';

/**
 * The control plane's protocol answers, each in its envelope and each in the OpenAPI document:
 * a wrong method is a 405 naming the methods in `Allow` (it was a 404); a path
 * parameter of 100+ characters is a 414 envelope after the key check (it was Fastify's raw body,
 * before the key); 409, 413, 414 and 422 were sent but not documented.
 */
interface DocumentedAnswer {
  headers?: Record<string, unknown>;
  content: { 'application/json': { schema: { properties: { error: { enum?: number[] } } } } };
}
type ApiDocument = {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedAnswer | { $ref: string }> }>>;
  components: { responses: Record<string, DocumentedAnswer> };
};

/** An answer as documented, a `$ref` to a shared one (`components.responses`) followed. */
const answerOf = (answer: DocumentedAnswer | { $ref: string } | undefined): DocumentedAnswer | undefined =>
  answer && '$ref' in answer ? document.components.responses[answer.$ref.split('/').pop() ?? ''] : answer;

let app: FastifyInstance;
let document: ApiDocument;
const LONG = 'a'.repeat(120);

beforeAll(async () => {
  app = await createTestApp();
  document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as ApiDocument;
});

const withKey = { 'x-sim-key': TEST_CONTROL_KEY };

/** The documented answer of `status` for an operation, and whether it admits this `error`. */
function expectDocumented(path: string, method: string, status: number, error: number) {
  const answer = answerOf(document.paths[path]?.[method]?.responses[String(status)]);
  expect(answer, `${method} ${path} documents ${status}`).toBeDefined();
  const codes = answer?.content['application/json'].schema.properties.error.enum;
  if (codes) expect(codes, `${method} ${path} ${status}`).toContain(error);
  return answer;
}

function expectEnvelope(response: LightMyRequestResponse, status: number, error: number) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ error, data: null });
}

describe('control plane protocol answers', () => {
  it('a wrong method: 405 with Allow (after the key check); an unknown path stays 404', async () => {
    const put = await app.inject({ method: 'PUT', url: '/__sim/reset', headers: withKey });
    expectEnvelope(put, 405, ApiErrorCode.METHOD_NOT_ALLOWED);
    expect(put.headers.allow).toBe('POST');
    const post = await app.inject({ method: 'POST', url: '/__sim/members/demo', headers: withKey });
    expectEnvelope(post, 405, ApiErrorCode.METHOD_NOT_ALLOWED);
    expect(post.headers.allow).toBe('GET, PATCH, HEAD');
    const documented = expectDocumented('/__sim/reset', 'post', 405, ApiErrorCode.METHOD_NOT_ALLOWED);
    expect(documented?.headers?.Allow).toBeDefined();

    expectEnvelope(await app.inject({ method: 'PUT', url: '/__sim/reset' }), 401, 401);
    expectEnvelope(
      await app.inject({ method: 'GET', url: '/__sim/no-such-route', headers: withKey }),
      404,
      ApiErrorCode.UNKNOWN_PATH,
    );
  });

  // As `npm start` runs it, with the web app: its `GET /*` once took a GET on a POST path (404).
  it('every documented /__sim path answers each method it does not take with 405 and Allow, documented', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'control-405-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Casino</title>');
    const withWeb = await createTestApp({ serveWeb: true, env: { WEB_DIST: webDist } });
    const dispatcherPaths = new Set(
      Object.values(controlOperations as Record<string, ControlOperation>)
        .filter((operation) => operation.scope === 'dispatcher')
        .map((operation) => `${CONTROL_PREFIX}${operation.path}`),
    );
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/__sim')) continue;
      // Worlds are answered by the dispatcher in front of the app (dispatcher.test.ts holds theirs).
      if (dispatcherPaths.has(path)) continue;
      const taken = Object.keys(item).map((method) => method.toUpperCase());
      const url = path.replace(/\{[^}]+\}/g, 'x1');
      for (const method of methods.filter((method) => !taken.includes(method))) {
        const answer = await withWeb.inject({ method: method as 'GET', url, headers: withKey });
        const allowed = (answer.headers.allow ?? '').toString().split(', ');
        if (answer.statusCode !== 405 || taken.some((method) => !allowed.includes(method)))
          wrong.push(`${method} ${path}: ${answer.statusCode} Allow ${answer.headers.allow}`);
      }
      for (const [method, operation] of Object.entries(item)) {
        const documented = answerOf(operation.responses['405']);
        if (!documented?.headers?.Allow) wrong.push(`${method} ${path}: 405 with Allow not documented`);
      }
    }
    await withWeb.close();
    rmSync(webDist, { recursive: true, force: true });
    expect(wrong).toEqual([]);
  });

  it('a path parameter of 100+ characters: the key first, then a 414 envelope, documented', async () => {
    expectEnvelope(await app.inject({ method: 'GET', url: `/__sim/members/${LONG}` }), 401, 401);
    const wrongKey = await app.inject({
      method: 'GET',
      url: `/__sim/members/${LONG}`,
      headers: { 'x-sim-key': 'wrong-key-123' },
    });
    expectEnvelope(wrongKey, 403, ApiErrorCode.FORBIDDEN);
    const long = await app.inject({ method: 'DELETE', url: `/__sim/rules/${LONG}`, headers: withKey });
    expectEnvelope(long, 414, 414);
    expect(long.json().message).toMatch(/longer than 100 characters/);
    expect(long.headers['x-content-type-options']).toBe('nosniff');
    expectDocumented('/__sim/rules/{id}', 'delete', 414, 414);
    expectDocumented('/__sim/members/{idOrUsername}', 'get', 414, 414);
  });

  it('a malformed body (422), a body too large (413) and a conflict (409) are documented', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/__sim/clock',
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: '{"advance":',
    });
    expectEnvelope(malformed, 422, ApiErrorCode.MALFORMED_BODY);
    expectDocumented('/__sim/clock', 'post', 422, ApiErrorCode.MALFORMED_BODY);

    const large = await app.inject({
      method: 'POST',
      url: '/__sim/scenario',
      headers: { ...withKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectEnvelope(large, 413, ApiErrorCode.PAYLOAD_TOO_LARGE);
    expectDocumented('/__sim/scenario', 'post', 413, ApiErrorCode.PAYLOAD_TOO_LARGE);

    await control(app, 'POST', '/scenario', { name: 'withdrawal-rejected' });
    const moved = await control(app, 'POST', '/withdrawals/advance-all', { status: 10 });
    const [rejected] = (moved.data as { advanced: Array<{ id: number }> }).advanced;
    const again = await control(app, 'POST', `/withdrawals/${rejected?.id}/advance`, { status: 40 });
    expect([again.status, again.error]).toEqual([409, ApiErrorCode.WITHDRAW_RULE]);
    expectDocumented('/__sim/withdrawals/{id}/advance', 'post', 409, ApiErrorCode.WITHDRAW_RULE);
  });
});
