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
type ApiDocument = { paths: Record<string, Record<string, { responses: Record<string, DocumentedAnswer> }>> };

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
  const answer = document.paths[path]?.[method]?.responses[String(status)];
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
