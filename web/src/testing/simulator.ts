import { buildApp } from '@casino/sim-server';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Component tests talk to the real simulator: the global fetch hands each request to a fresh
 * in-memory `buildApp().inject()` per test, so screens are tested against the same behaviour
 * the browser suite sees, with no second set of fake handlers.
 */
export function useSimulator(): { readonly app: FastifyInstance } {
  const holder: { app?: FastifyInstance } = {};
  beforeEach(async () => {
    const app = await buildApp({ dataDir: ':memory:', validateAnswers: true });
    holder.app = app;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      let payload: string | Buffer | undefined;
      if (typeof init.body === 'string') payload = init.body;
      else if (init.body instanceof FormData) {
        // Multipart bodies are encoded by a Request so the boundary matches the header.
        const request = new Request('http://sim.test/', { method: 'POST', body: init.body });
        payload = Buffer.from(await request.arrayBuffer());
        headers['content-type'] = request.headers.get('content-type') ?? '';
      }
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: path,
        headers,
        payload,
      });
      return new Response(response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    });
  });
  afterEach(async () => {
    await holder.app?.close();
    holder.app = undefined;
  });
  return {
    get app() {
      if (!holder.app) throw new Error('The simulator runs only inside a test');
      return holder.app;
    },
  };
}
