import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

/** JSON answers once went uncompressed (game lists 17-24 KB) while static files were brotli. */
let app: FastifyInstance;

beforeEach(async () => {
  app = await createTestApp();
});

const gameList = (acceptEncoding?: string) =>
  app.inject({
    method: 'POST',
    url: `/api${endpoints.gameListPage.path}`,
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: JSON.stringify({ pageNum: 1, pageSize: 100 }),
  });

describe('compression of JSON answers', () => {
  it('sends a large JSON answer brotli-compressed when the client takes br, and it reads back the same', async () => {
    const plain = await gameList();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await gameList('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip', async () => {
    const plain = await gameList();
    const gzip = await gameList('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves answers under 1 KB and non-JSON answers as they are', async () => {
    const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/docs', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an answer kept in the answer cache as the first one', async () => {
    const first = await gameList('br');
    const kept = await gameList('br');
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.rawPayload).toString('utf8')).toBe(
      brotliDecompressSync(first.rawPayload).toString('utf8'),
    );
  });
});
