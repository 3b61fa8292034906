import { ApiError, createApiClient } from '@casino/contracts/core/client';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { control } from './control-test-support';

/**
 * A fresh simulator with one scenario loaded, seen as the app sees it: the app's own typed
 * client (same encodings, headers and token) over `app.inject`. For scenario-behaviour.test.ts.
 */

/** The app's fetch, answered by `app.inject` (multipart bodies serialised as a browser would). */
function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(new URL(String(input), 'http://sim.test'), init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };
}

/** A 1×1 PNG: a proof document the simulator accepts by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function worldWith(name: string) {
  const app = await createTestApp();
  const loaded = await control(app, 'POST', '/scenario', { name });
  expect(loaded, `load ${name}`).toMatchObject({ error: 0 });
  const { description } = loaded.data as { description: string };
  const clientFor = (token: string | null) =>
    createApiClient({ baseUrl: '/api', fetch: injectFetch(app), getToken: () => token, strict: true });
  const visitor = clientFor(null);

  /** Signs in through the app's login call; answers the session user and a client carrying its token. */
  async function signIn(username: string, password: string) {
    const user = await visitor.call(endpoints.login, { username, password, type: 'MEMBER' });
    return { user, api: clientFor(user.token) };
  }
  /** What the call was refused with (its envelope code and message); throws when it succeeded. */
  async function refusal(call: Promise<unknown>) {
    const outcome = await call.then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (outcome.ok) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.data)}`);
    if (!(outcome.error instanceof ApiError)) throw outcome.error;
    return { code: outcome.error.code, message: outcome.error.message };
  }
  const advanceClock = async (advance: string) =>
    expect(await control(app, 'POST', '/clock', { advance })).toMatchObject({ error: 0 });
  return { app, description, visitor, signIn, refusal, advanceClock };
}
export type World = Awaited<ReturnType<typeof worldWith>>;
export type MemberApi = Awaited<ReturnType<World['signIn']>>['api'];

export async function uploadProof(api: MemberApi): Promise<number> {
  const { id } = await api.call(endpoints.fileUpload, {
    file: new File([PNG], 'proof.png', { type: 'image/png' }),
  });
  return id;
}

export async function bankApplication(api: MemberApi, amount: number) {
  return {
    amount,
    paymentMethod: 'BANK_CARD' as const,
    routingNumber: '021000021',
    accountNumber: '123456789',
    accountName: 'Alex Morgan',
    idcardProofId: String(await uploadProof(api)),
    paymentProofId: String(await uploadProof(api)),
    type: 0 as const,
  };
}

export const withdrawalsOf = async (api: MemberApi) =>
  (await api.call(endpoints.withdrawListPage, { pageNum: 1, pageSize: 20, createTime_0: 'DESC' })).content;
