import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@casino/sim-server';
import { type OwnWorld, ownWorld } from '@casino/sim-server/plugins/world-parts';
import { afterEach, beforeEach, vi } from 'vitest';

type SimulatorApp = Awaited<ReturnType<typeof buildApp>>;

/** A request a test sends the simulator itself (its control plane, its outbox). */
export interface SimulatorRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** The simulator's answer to a test's own request. */
export interface SimulatorAnswer {
  statusCode: number;
  /** The body parsed as JSON, typed by the caller as `Response.json()` would be (unchecked). */
  json: <T>() => T;
}

export interface Simulator {
  readonly app: SimulatorApp;
  /**
   * The state of the world the app's requests are answered in (the app's own), for a test's
   * set-up and checks: outside a request, `app.sqlite` and the like have no world (decision 074).
   */
  readonly world: OwnWorld;
  /**
   * Sends one request over the same loopback exchange as the app's fetch. Tests use this, not
   * `app.inject`: in Vitest's vm pools fastify's inject (light-my-request) cannot load its ESM
   * dependency `cookie` (decision 055).
   */
  request: (request: SimulatorRequest) => Promise<SimulatorAnswer>;
}

/**
 * Component tests talk to the real simulator: a fresh in-memory `buildApp()` per test listens on
 * a loopback port, and the global fetch sends each request there over HTTP, so screens are tested
 * against the same behaviour the browser suite sees, with no second set of fake handlers.
 */
export function useSimulator(options: Parameters<typeof buildApp>[0] = {}): Simulator {
  const holder: { app?: SimulatorApp } = {};
  beforeEach(async () => {
    const app = await buildApp({ dataDir: ':memory:', validateAnswers: true, ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    holder.app = app;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      let payload: string | Buffer | undefined;
      if (typeof init.body === 'string') payload = init.body;
      else if (init.body instanceof FormData) {
        // jsdom's FormData is not Node's, so Request cannot encode it: build the multipart
        // body by hand, as a browser would.
        const boundary = `----sim${Math.random().toString(16).slice(2)}`;
        const parts: Buffer[] = [];
        for (const [name, value] of init.body.entries()) {
          const isFile = typeof value !== 'string';
          const disposition = isFile
            ? `form-data; name="${name}"; filename="${(value as File).name}"`
            : `form-data; name="${name}"`;
          const type = isFile
            ? `\r\nContent-Type: ${(value as File).type || 'application/octet-stream'}`
            : '';
          parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
          parts.push(isFile ? Buffer.from(await blobBytes(value as Blob)) : Buffer.from(value as string));
          parts.push(Buffer.from('\r\n'));
        }
        parts.push(Buffer.from(`--${boundary}--\r\n`));
        payload = Buffer.concat(parts);
        headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      }
      const response = await exchange(app, { method: init.method ?? 'GET', path, headers, payload });
      return new Response(new Uint8Array(response.body), {
        status: response.status,
        headers: { 'content-type': response.contentType },
      });
    });
  });
  afterEach(async () => {
    await holder.app?.close();
    holder.app = undefined;
  });
  const running = (): SimulatorApp => {
    if (!holder.app) throw new Error('The simulator runs only inside a test');
    return holder.app;
  };
  return {
    get app() {
      return running();
    },
    get world() {
      return ownWorld(running());
    },
    async request({ method, url, headers = {}, payload }) {
      const answer = await exchange(running(), { method, path: url, headers, payload });
      return {
        statusCode: answer.status,
        json: <T>() => JSON.parse(answer.body.toString('utf8')) as T,
      };
    },
  };
}

/** A Blob's bytes; jsdom's Blob may lack arrayBuffer(), FileReader always works. */
function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

interface Exchange {
  method: string;
  path: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** One request to the simulator over loopback HTTP, answered with its status, type and bytes. */
function exchange(
  app: SimulatorApp,
  { method, path, headers, payload }: Exchange,
): Promise<{ status: number; contentType: string; body: Buffer }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          contentType: String(incoming.headers['content-type'] ?? 'application/json'),
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
