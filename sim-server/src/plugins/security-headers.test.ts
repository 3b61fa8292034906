import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf } from '../testing/test-app';
import { SECURITY_HEADERS } from './security-headers';

const webDist = mkdtempSync(join(tmpdir(), 'security-headers-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Casino</title>');
writeFileSync(join(webDist, 'assets', 'app-abc.js'), 'export {};');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const appWithWeb = () => createTestApp({ serveWeb: true, env: { WEB_DIST: webDist } });

describe('security headers', () => {
  it('are on every kind of answer: the page, an asset, /api, the document, /docs, /healthz, a 404', async () => {
    const app = await appWithWeb();
    for (const url of [
      '/',
      '/assets/app-abc.js',
      '/api/sys/game/all',
      '/openapi.json',
      '/docs',
      '/healthz',
      '/nope',
    ]) {
      const response = await app.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers[name], `${name} on ${url}`).toBe(value);
      }
    }
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('answers a path traversal with 404 and the unknown-path envelope, never a file', async () => {
    const app = await appWithWeb();
    for (const url of [
      '/..%2f..%2fpackage.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(envelopeOf(response).error, url).toBe(ApiErrorCode.UNKNOWN_PATH);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
