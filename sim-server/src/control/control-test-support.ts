import type { FastifyInstance } from 'fastify';
import type { EnvelopeBody } from '../testing/test-app';

/** The control key of test apps (the env default). */
export const TEST_CONTROL_KEY = 'local-qa-key';

/** Calls a control route with the key; answers the envelope and the HTTP status. */
export async function control(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<EnvelopeBody & { status: number }> {
  const response = await app.inject({
    method,
    url: `/__sim${path}`,
    headers: {
      'x-sim-key': TEST_CONTROL_KEY,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { ...(response.json() as EnvelopeBody), status: response.statusCode };
}

/** Signs a member in through the app and answers the token. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sys/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password, type: 'MEMBER' }),
  });
  const body = response.json() as { error: number; message: string; data: { token: string } | null };
  if (body.error !== 0 || !body.data) throw new Error(`Sign-in of ${username} failed: ${body.message}`);
  return body.data.token;
}
