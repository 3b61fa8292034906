import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, contentSecurityPolicy, webAppPlugin } from './web-app';

const script = 'console.log("the first route");'.repeat(20);

describe('the built web app', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-app-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><title>Casino</title><meta property="csp-nonce" nonce="__CSP_NONCE__">',
    );
    writeFileSync(
      join(root, 'index.html.gz'),
      gzipSync('<!doctype html><title>Casino</title><meta property="csp-nonce" nonce="__CSP_NONCE__">'),
    );
    writeFileSync(join(root, 'assets', 'index-abc.js'), script);
    writeFileSync(join(root, 'assets', 'index-abc.js.gz'), gzipSync(script));
    writeFileSync(join(root, 'assets', 'small-abc.js'), 'export {};');
    writeFileSync(join(root, 'sw.js'), 'importScripts("./workbox-abc.js");');
    writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Casino"}');
    app = Fastify();
    await app.register(webAppPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the compressed copy the build wrote to a browser that accepts it', async () => {
    const response = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a browser that accepts no encoding, or when no copy exists', async () => {
    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const small = await app.inject({ url: '/assets/small-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};');
  });

  it('answers the page with a fresh nonce in its policy and in the page, never from the files', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    const second = await app.inject({ url: '/index.html' });
    const nonces = [first, second].map((response) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      const policy = String(response.headers['content-security-policy']);
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      const nonce = /^'self' 'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scriptSources)?.[1];
      expect(nonce).toBeDefined();
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('lets the page register its service worker and read its manifest, both from this origin only', async () => {
    const policy = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self';");
    expect(policy).toContain("manifest-src 'self';");
  });

  it('has the service worker and the manifest asked for again on every visit: a new release is found at once', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('never sends the page file itself, whose placeholder would be a known nonce', async () => {
    for (const url of ['/index.html.gz', '/assets/../index.html']) {
      const response = await app.inject({ url });
      expect(response.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
    }
  });
});

describe('the content security policy', () => {
  it('adds the origins the operator configures to the directives its vendors need', () => {
    const policy = contentSecurityPolicy('abc', ['https://cdn.chat.example', 'https://px.example']);
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://cdn.chat.example https://px.example;");
    expect(policy).toContain("connect-src 'self' https://cdn.chat.example https://px.example;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });
});
