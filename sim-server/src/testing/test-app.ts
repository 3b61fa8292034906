import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';

/** A fresh simulator on an in-memory database, closed after the test. */
export async function createTestApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir: ':memory:', validateAnswers: true, ...options });
  afterEach(async () => {
    await app.close();
  });
  return app;
}

export interface EnvelopeBody {
  error: number;
  message: string;
  data?: unknown;
}

export const envelopeOf = (response: LightMyRequestResponse) => response.json() as EnvelopeBody;

/** POSTs a JSON payload to an /api path, with a token when given. */
export function postJson(app: FastifyInstance, path: string, payload: unknown = {}, token?: string) {
  return app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    payload: JSON.stringify(payload),
  });
}

/** POSTs a form-encoded payload, as the web client does for calls not marked JSON. */
export function postForm(
  app: FastifyInstance,
  path: string,
  payload: Record<string, string> = {},
  token?: string,
  /** More request headers, e.g. the player's language (`x-fe-lang`). */
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
    payload: new URLSearchParams(payload).toString(),
  });
}
