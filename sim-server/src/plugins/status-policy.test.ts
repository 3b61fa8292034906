import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { httpStatusOf } from '@casino/contracts/core/http-status';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { newMember } from '../modules/deposits/deposits-test-support';
import { createTestApp, postForm, postJson } from '../testing/test-app';

/**
 * Decision 022: protocol problems are HTTP 4xx whose status the envelope code mirrors; business
 * answers are HTTP 200 with their code, whichever layer of the simulator answered.
 */
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  app = await createTestApp();
  token = newMember(app).token;
});

const json = { 'content-type': 'application/json' };

async function answer(request: InjectOptions) {
  const response = await app.inject(request);
  return { status: response.statusCode, error: (response.json() as { error: number }).error };
}

describe('protocol problems are HTTP 4xx with the mirrored code', () => {
  it('a malformed JSON body', async () => {
    const url = `/api${endpoints.protectionStatus.path}`;
    expect(
      await answer({ method: 'POST', url, headers: { ...json, authorization: token }, payload: '{' }),
    ).toEqual({
      status: 400,
      error: ApiErrorCode.MALFORMED_BODY,
    });
  });

  it('a JSON null body', async () => {
    const url = `/api${endpoints.protectionStatus.path}`;
    expect(
      await answer({ method: 'POST', url, headers: { ...json, authorization: token }, payload: 'null' }),
    ).toEqual({
      status: 400,
      error: ApiErrorCode.VALIDATION_FAILED,
    });
  });

  it('a wrong content type', async () => {
    const url = `/api${endpoints.login.path}`;
    expect(
      await answer({ method: 'POST', url, headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
    ).toEqual({ status: 415, error: ApiErrorCode.UNSUPPORTED_CONTENT_TYPE });
  });

  it('an unknown path and a wrong method', async () => {
    expect(await answer({ method: 'POST', url: '/api/sys/nothing/here' })).toEqual({
      status: 404,
      error: ApiErrorCode.UNKNOWN_PATH,
    });
    expect(await answer({ method: 'GET', url: `/api${endpoints.login.path}` })).toEqual({
      status: 405,
      error: ApiErrorCode.METHOD_NOT_ALLOWED,
    });
    // `Allow` names the method, and the document says the 405 carries it.
    const wrongMethod = await app.inject({ method: 'GET', url: `/api${endpoints.login.path}` });
    expect(wrongMethod.headers.allow).toBe('POST');
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, { post: { responses: Record<string, { $ref?: string }> } }>;
      components: { responses: Record<string, { headers?: Record<string, unknown> }> };
    };
    // One 405 answer shared by every call (`components.responses`), referred to by each.
    const reference = document.paths[`/api${endpoints.login.path}`]?.post.responses['405']?.$ref ?? '';
    expect(document.components.responses[reference.split('/').pop() ?? '']?.headers?.Allow).toBeDefined();
  });

  it('a schema violation, from the contract and from a module alike (listPage with createTime_GT "")', async () => {
    const path = endpoints.gameHistoryPage.path;
    const byContract = await postJson(app, path, { pageNum: 'one' }, token);
    const byModule = await postJson(app, path, { pageNum: 1, createTime_GT: '' }, token);
    // The fuzzer's example: the lobby's list, which any visitor can call.
    const lobby = await postJson(app, endpoints.gameListPage.path, { pageNum: 1, createTime_GT: '' });
    for (const response of [byContract, byModule, lobby]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe(ApiErrorCode.VALIDATION_FAILED);
    }
  });

  it('an empty or unreadable list time on every list that filters by time (no silent "matches nothing")', async () => {
    const lists = [
      endpoints.newsListPage,
      endpoints.withdrawListPage,
      endpoints.memberTransactionPage,
      endpoints.gameHistoryPage,
      endpoints.gameListPage,
    ];
    for (const endpoint of lists) {
      for (const time of ['', '   ', 'yesterday-ish']) {
        const response = await postJson(app, endpoint.path, { pageNum: 1, createTime_GT: time }, token);
        expect(response.statusCode, `${endpoint.path} ${JSON.stringify(time)}`).toBe(400);
        expect(response.json().message).toContain('createTime_GT');
      }
      const readable = await postJson(
        app,
        endpoint.path,
        { pageNum: 1, createTime_GT: '2026-01-01T00:00:00Z' },
        token,
      );
      expect(readable.json().error, endpoint.path).toBe(0);
    }
  });
});

describe('business answers are HTTP 200 with their code', () => {
  it('not signed in (-2)', async () => {
    const response = await postJson(app, endpoints.protectionStatus.path, {});
    expect([response.statusCode, response.json().error]).toEqual([200, ApiErrorCode.NOT_SIGNED_IN]);
  });

  it('a business refusal (wrong password)', async () => {
    const response = await postForm(app, endpoints.login.path, {
      username: 'nobody-here',
      password: 'Wrong-password-1',
      type: 'MEMBER',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().error).toBeGreaterThan(1000);
  });

  it('the table maps every other code to 200', () => {
    for (const code of [0, -2, 403, 429, 1000, 1103, 1501]) expect(httpStatusOf(code)).toBe(200);
    expect(httpStatusOf(ApiErrorCode.MALFORMED_BODY)).toBe(400);
  });
});
