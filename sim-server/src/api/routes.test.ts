import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { endpoints } from '@casino/contracts/registry';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, postForm, postJson } from '../testing/test-app';

describe('every /api answer is an envelope', () => {
  it('answers -2 to token info without a token', async () => {
    const app = await createTestApp();
    const response = await postJson(app, '/sys/auth/token/info');
    expect(envelopeOf(response)).toMatchObject({ error: ApiErrorCode.NOT_SIGNED_IN });
  });

  it('refuses malformed JSON with its own code and the parser reason', async () => {
    const app = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/sys/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo",',
    });
    expect(response.statusCode).toBe(400);
    const body = envelopeOf(response);
    expect(body.error).toBe(ApiErrorCode.MALFORMED_BODY);
    expect(body.message).toMatch(/Malformed JSON/);
  });

  // Every payload is a strict object: a key naming a prototype is refused as any unknown field
  // (it was dropped, so a call took a field its document forbids), never kept where it would act.
  it('refuses a __proto__, constructor or prototype key, JSON or form, naming it (escapes too)', async () => {
    const app = await createTestApp();
    const login = '"username":"demo","password":"Demo1234!","type":"MEMBER"';
    for (const key of ['__proto__', '\\u005f_proto__', 'constructor', 'c\\u006fnstructor', 'prototype']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sys/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `{${login},"${key}":{"isAdmin":true}}`,
      });
      expect(response.statusCode, key).toBe(400);
      expect(envelopeOf(response), key).toMatchObject({ error: ApiErrorCode.VALIDATION_FAILED });
      expect(envelopeOf(response).data, key).toEqual({
        fields: [{ field: JSON.parse(`"${key}"`), problem: 'invalid' }],
      });
    }
    // A call that takes no field refuses them from a form as well.
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const response = await postForm(app, endpoints.gameOverview.path, { [key]: '1' });
      expect(response.statusCode, key).toBe(400);
      expect(envelopeOf(response).data, key).toEqual({ fields: [{ field: key, problem: 'invalid' }] });
    }
  });

  it('refuses a content type it does not take', async () => {
    const app = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/sys/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response)).toMatchObject({ error: ApiErrorCode.UNSUPPORTED_CONTENT_TYPE });
  });

  it('refuses an oversized body', async () => {
    const app = await createTestApp();
    const response = await postJson(app, '/sys/auth/login', {
      username: 'x'.repeat(2 * 1024 * 1024),
      password: 'p',
    });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toMatchObject({ error: ApiErrorCode.PAYLOAD_TOO_LARGE });
  });

  it('answers an unknown /api path with 404 and a wrong method with 405', async () => {
    const app = await createTestApp();
    const unknown = await postJson(app, '/sys/no/such/call');
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown)).toMatchObject({ error: ApiErrorCode.UNKNOWN_PATH });
    const wrongMethod = await app.inject({ method: 'GET', url: '/api/sys/auth/login' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(envelopeOf(wrongMethod)).toMatchObject({ error: ApiErrorCode.METHOD_NOT_ALLOWED });
  });

  it('names the field and the reason of a validation failure', async () => {
    const app = await createTestApp();
    const response = await postJson(app, '/sys/auth/login', { username: 'demo', type: 'MEMBER' });
    const body = envelopeOf(response);
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(body.message).toMatch(/password/);
  });

  it('refuses fields the contract does not know', async () => {
    const app = await createTestApp();
    const response = await postJson(app, '/sys/auth/login', {
      username: 'demo',
      password: 'Demo1234!',
      type: 'MEMBER',
      isAdmin: true,
    });
    const body = envelopeOf(response);
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(body.message).toMatch(/isAdmin/);
  });

  it('decodes form bodies by the contract, so a number field that is not a number is named', async () => {
    const app = await createTestApp();
    const response = await postForm(app, '/base/article/get', { id: 'abc' });
    const body = envelopeOf(response);
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(body.message).toMatch(/id/);
  });

  it('answers -2 before validating a member call', async () => {
    const app = await createTestApp();
    const response = await postJson(app, '/sys/member/getMember', { id: 'not a number' });
    expect(envelopeOf(response)).toMatchObject({ error: ApiErrorCode.NOT_SIGNED_IN });
  });
});

describe('service paths', () => {
  it('answers /healthz', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('serves an OpenAPI 3.1 document listing every registered path, aliases included', async () => {
    const app = await createTestApp();
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; parameters?: unknown; responses: unknown }>
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        const operation = document.paths[`/api${path}`]?.[endpoint.method.toLowerCase()];
        expect(operation, path).toBeDefined();
        expect(operation?.requestBody ?? operation?.parameters, path).toBeDefined();
        expect(operation?.responses, path).toBeDefined();
      }
    }
    expect(document.paths['/api/sys/member/withdraw/config']).toBeDefined();
    expect(document.paths['/api/sys/cattl/pay']).toBeDefined();
  });

  it('serves a browsable reference page at /docs with its assets', async () => {
    const app = await createTestApp();
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/openapi.json');
    const script = await app.inject({ method: 'GET', url: '/docs/assets/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});
