import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { endpointSamples, endpoints } from '@casino/contracts/registry';
import { buildApp } from '@casino/sim-server';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, MULTIPART_TYPE, type MultipartPart, multipartBody, TINY_PNG } from './support/multipart';
import { exited, post, startSimProcess } from './support/sim-process';
import { addMember, callEndpoint, envelopeOf, startSimulator, type TestMember } from './support/simulator';

/**
 * Input safety: uploads are judged by their bytes, not their names or declared types; the served
 * app and the simulator's own pages carry a Content-Security-Policy; sign-in attempts are rate
 * limited; no password or token is kept or logged in clear. (Article HTML rendered inert in the
 * browser: tests/e2e/security.spec.ts.)
 */
let app: FastifyInstance;
let member: TestMember;

beforeAll(async () => {
  app = await startSimulator();
  member = addMember(app, 'uploader');
});

afterAll(async () => {
  await app?.close();
});

const upload = (parts: MultipartPart[]) =>
  app.inject({
    method: 'POST',
    url: `/api${endpoints.fileUpload.path}`,
    headers: { 'content-type': MULTIPART_TYPE, authorization: member.token },
    payload: multipartBody(parts),
  });

describe('uploads are checked by content', () => {
  it('takes a PNG whatever its name and declared type, and stores it as a PNG', async () => {
    const response = await upload([filePart('holiday.jpg', 'image/jpeg', TINY_PNG)]);
    const { id } = envelopeOf(response)?.data as { id: number };
    const stored = ownWorld(app).sqlite.prepare('SELECT mime_type FROM files WHERE id = ?').pluck().get(id);
    expect(stored).toBe('image/png');
  });

  /** Files that are no image, whatever their name and declared type says. */
  const notImages: [label: string, part: MultipartPart][] = [
    ['a text file renamed .png', filePart('id.png', 'image/png', 'name,card\nRobin,4242')],
    ['an HTML page renamed .jpg', filePart('id.jpg', 'image/jpeg', '<html><script>alert(1)</script></html>')],
    [
      'an SVG with a script',
      filePart('id.png', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    ['a PDF renamed .bmp', filePart('id.bmp', 'image/bmp', '%PDF-1.7\n%âãÏÓ\n1 0 obj')],
  ];

  type Refusal = [label: string, part: MultipartPart, code: number, message: RegExp];
  const refusals: Refusal[] = [
    ...notImages.map(
      ([label, part]): Refusal => [label, part, ApiErrorCode.UNSUPPORTED_CONTENT_TYPE, /JPEG, PNG or BMP/],
    ),
    [
      'an empty file',
      filePart('empty.png', 'image/png', Buffer.alloc(0)),
      ApiErrorCode.VALIDATION_FAILED,
      /empty/,
    ],
    [
      'a file over 5 MB',
      filePart('big.png', 'image/png', Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)])),
      ApiErrorCode.PAYLOAD_TOO_LARGE,
      /5 MB/,
    ],
  ];

  it.each(refusals)(
    'refuses %s with a clear envelope error and stores nothing',
    async (_label, part, code, message) => {
      const filesBefore = ownWorld(app).sqlite.prepare('SELECT COUNT(*) FROM files').pluck().get();
      const response = await upload([part]);
      expect(response.statusCode).toBeLessThan(500);
      // A refused file is named as the refused field (every 400 carries `data.fields`).
      const data =
        code === ApiErrorCode.VALIDATION_FAILED ? { fields: [{ field: 'file', problem: 'missing' }] } : null;
      expect(envelopeOf(response)).toMatchObject({ error: code, message, data });
      expect(ownWorld(app).sqlite.prepare('SELECT COUNT(*) FROM files').pluck().get()).toBe(filesBefore);
    },
  );
});

describe('Content-Security-Policy', () => {
  it('is sent with the served app, keeps scripts to our origin and forbids plugins', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'casino-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    const served = await buildApp({ dataDir: ':memory:', serveWeb: true, env: { WEB_DIST: webDist } });
    try {
      const home = await served.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      const policy = String(home.headers['content-security-policy'] ?? '');
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSources).toContain("'self'");
      expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(policy).toContain("object-src 'none'");
      expect(home.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await served.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it("is sent with the simulator's game and payment pages", async () => {
    for (const url of ['/sim/games/play?session=nope', '/sim/pay/frame?order=nope']) {
      const page = await app.inject({ method: 'GET', url });
      expect(String(page.headers['content-security-policy']), url).toMatch(/script-src 'self'/);
    }
  });
});

describe('sign-in attempts', () => {
  it('are rate limited: after 5 bad passwords the 6th attempt, even a right one, is refused', async () => {
    const login = (password: string) =>
      callEndpoint(app, endpoints.login, { username: 'demo', password, type: 'MEMBER' });
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push(envelopeOf(await login(`wrong-${i}`))?.error ?? 0);
    expect(answers.every((code) => code === ApiErrorCode.BAD_CREDENTIALS)).toBe(true);
    expect(envelopeOf(await login('wrong-6'))?.error).toBe(ApiErrorCode.RATE_LIMITED);
    expect(envelopeOf(await login('Demo1234!'))?.error).toBe(ApiErrorCode.RATE_LIMITED);
  });
});

describe('secrets at rest and in logs', () => {
  it('keeps no password or token in clear in the database files or the logs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-secrets-'));
    const sim = await startSimProcess({ SIM_DATA_DIR: dataDir, LOG_LEVEL: 'trace' });
    try {
      const password = 'Cl3ar-Text-Canary-0001';
      const newPassword = 'Cl3ar-Text-Canary-0002';
      const registration = {
        ...(endpointSamples.register.validRequest as Record<string, unknown>),
        username: 'canary',
        email: 'canary@example.com',
        stateCode: 'GB-ENG',
        password,
        repassword: password,
      };
      const registered = await post(sim.baseUrl, '/api/sys/auth/register', registration);
      expect(registered.error, registered.message).toBe(0);
      const login = await post(
        sim.baseUrl,
        '/api/sys/auth/login',
        { username: 'canary', password, type: 'MEMBER' },
        { form: true },
      );
      const { token, id } = login.data as { token: string; id: number };
      const changed = await post(
        sim.baseUrl,
        '/api/sys/member/password/change',
        { id, password: newPassword, repassword: newPassword },
        { token, form: true },
      );
      expect(changed.error, changed.message).toBe(0);
      await post(sim.baseUrl, '/api/sys/auth/token/info', {}, { token, form: true });
      await post(
        sim.baseUrl,
        '/api/sys/auth/login',
        { username: 'canary', password: 'wrong', type: 'MEMBER' },
        { form: true },
      );
      const secrets = [password, newPassword, token, (registered.data as { token: string }).token];
      sim.child.kill('SIGTERM');
      await exited(sim.child);
      const files = readdirSync(dataDir).map((name) => ({ name, bytes: readFileSync(join(dataDir, name)) }));
      expect(files.length).toBeGreaterThan(0);
      const sources = [...files, { name: 'logs', bytes: Buffer.from(sim.output()) }];
      const leaks = sources.flatMap(({ name, bytes }) =>
        secrets
          .filter((secret) => bytes.includes(Buffer.from(secret)))
          .map((secret) => `${name} holds ${secret.slice(0, 6)}…`),
      );
      expect(leaks).toEqual([]);
      expect(sim.output().length, 'the trace logs were captured').toBeGreaterThan(100);
    } finally {
      sim.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
