import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DriftReportData } from '@casino/contracts/control/drift';
import type { JournalEntry } from '@casino/contracts/control/journal';
import { endpointSamples } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { control } from '../control/control-test-support';
import { maskSecretsInFull } from '../control/request-journal';
import { postForm, postJson } from '../testing/test-app';
import { DRIFT_FILE_NAME } from './proxy-link';

/**
 * Proxy mode end to end: a second simulator on a real port plays the operator's backend, and
 * the proxy (an injected app) forwards to it, checks, records and replays.
 */

const opened: FastifyInstance[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The "operator's backend": a seeded simulator listening on a free port. */
async function startUpstream(): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ dataDir: ':memory:' });
  opened.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sim-proxy-'));
  folders.push(folder);
  return folder;
}

async function startProxy(env: Record<string, string>, dataDir = tempFolder()) {
  const app = await buildApp({ dataDir, env: { LOG_LEVEL: 'silent', ...env } });
  opened.push(app);
  return { app, dataDir };
}

async function signInThrough(app: FastifyInstance): Promise<{ token: string; id: number }> {
  const answer = (
    await postForm(app, '/sys/auth/login', { username: 'demo', password: 'Demo1234!', type: 'MEMBER' })
  ).json();
  expect(answer.error, answer.message).toBe(0);
  return answer.data as { token: string; id: number };
}

/** The session user (balances, names) as the app reads it after a reload. */
const tokenInfo = async (app: FastifyInstance, token: string) =>
  (await postForm(app, '/sys/auth/token/info', {}, token)).json() as {
    error: number;
    data: { availableBalance: number; firstName: string };
  };

describe('proxy mode (SIM_UPSTREAM)', { timeout: 30_000 }, () => {
  it('forwards with the member’s token: a change made on the backend is seen through the proxy', async () => {
    const upstream = await startUpstream();
    const { app } = await startProxy({ SIM_UPSTREAM: upstream.url });
    const { token } = await signInThrough(app);
    expect((await tokenInfo(app, token)).data.firstName).not.toBe('Proxied');

    const changed = await control(upstream.app, 'PATCH', '/members/demo', {
      firstName: 'Proxied',
      cashBalance: 4321,
    });
    expect(changed.error, changed.message).toBe(0);
    const member = await tokenInfo(app, token);
    expect(member.data.firstName).toBe('Proxied');
    expect(member.data.availableBalance).toBeGreaterThanOrEqual(4321);

    // The proxy's own database never saw the sign-in; the backend's journal did, with the language.
    const journal = (await control(app, 'GET', '/journal?path=/sys/auth/token/info')).data as JournalEntry[];
    expect(journal[0]).toMatchObject({ via: 'upstream', httpStatus: 200, error: 0 });
    const seen = (await control(upstream.app, 'GET', '/journal?path=/sys/auth/token/info'))
      .data as JournalEntry[];
    expect(seen[0]?.member?.username).toBe('demo');
    const clean = (await control(app, 'GET', '/drift')).data as DriftReportData;
    expect(clean).toMatchObject({ upstream: upstream.url, failed: 0, violations: [] });
    expect(clean.checked).toBeGreaterThanOrEqual(3);
  });

  it('reports an answer that breaks its contract, naming the call and the field, in /__sim/drift and drift.json', async () => {
    const upstream = await startUpstream();
    const { app, dataDir } = await startProxy({ SIM_UPSTREAM: upstream.url });
    const { token } = await signInThrough(app);
    const good = (await tokenInfo(app, token)).data;
    const broken = await control(upstream.app, 'POST', '/overrides', {
      path: '/sys/auth/token/info',
      envelope: { error: 0, data: { ...good, availableBalance: 'lots', surprise: true } },
      allowInvalid: true,
    });
    expect(broken.error, broken.message).toBe(0);
    // The app still gets what the backend sent: the proxy reports, it does not repair.
    expect((await tokenInfo(app, token)).data.availableBalance).toBe('lots');
    await tokenInfo(app, token);

    const report = (await control(app, 'GET', '/drift')).data as DriftReportData;
    const balance = report.violations.find((entry) => entry.field === 'data.availableBalance');
    expect(balance).toMatchObject({
      call: 'tokenInfo',
      path: '/sys/auth/token/info',
      direction: 'answer',
      received: 'string "lots"',
      count: 2,
    });
    expect(balance?.expected).toMatch(/number/);
    expect(report.violations.find((entry) => entry.field === 'data.surprise')).toMatchObject({ count: 2 });
    const file = JSON.parse(readFileSync(join(dataDir, DRIFT_FILE_NAME), 'utf8')) as DriftReportData;
    expect(file.violations.map((entry) => entry.field).sort()).toEqual([
      'data.availableBalance',
      'data.surprise',
    ]);

    // A request that breaks its contract is reported too (and still forwarded: the backend decides).
    await postForm(app, '/sys/news/setNewsStatus', { id: 'not-a-number' }, token);
    const withRequest = (await control(app, 'GET', '/drift')).data as DriftReportData;
    expect(
      withRequest.violations.some((entry) => entry.call === 'setNewsStatus' && entry.direction === 'request'),
    ).toBe(true);
    expect((await control(app, 'DELETE', '/drift')).data).toEqual({ removed: 3 });
  });

  it('reports only the patched field when the backend’s real answer is patched (once 38 entries, 30 of them noise)', async () => {
    const upstream = await startUpstream();
    const { app } = await startProxy({ SIM_UPSTREAM: upstream.url });
    const { token } = await signInThrough(app);
    const good = (await tokenInfo(app, token)).data;
    const broken = await control(upstream.app, 'POST', '/overrides', {
      path: '/sys/auth/token/info',
      count: 2,
      patch: { availableBalance: 'lots' },
      allowInvalid: true,
    });
    expect(broken.error, broken.message).toBe(0);
    expect((await tokenInfo(app, token)).data).toEqual({ ...good, availableBalance: 'lots' });
    await tokenInfo(app, token);
    const report = (await control(app, 'GET', '/drift')).data as DriftReportData;
    expect(report.violations.map((entry) => [entry.field, entry.count])).toEqual([
      ['data.availableBalance', 2],
    ]);
    // A patch on the proxy itself is merged into what the backend answered.
    await control(app, 'POST', '/overrides', {
      path: '/sys/auth/token/info',
      count: 1,
      patch: { firstName: 'Patched' },
    });
    const patched = await tokenInfo(app, token);
    expect(patched.data).toEqual({ ...good, firstName: 'Patched' });
  });

  it('applies the proxy’s own faults and overrides to proxied calls, before the backend is asked', async () => {
    const upstream = await startUpstream();
    const { app } = await startProxy({ SIM_UPSTREAM: upstream.url });
    const { token } = await signInThrough(app);
    const fault = await control(app, 'POST', '/faults', {
      pathPattern: '/sys/auth/token/info',
      error: { code: 1000, message: 'Forced by QA' },
      count: 1,
    });
    expect(fault.error, fault.message).toBe(0);
    expect(await tokenInfo(app, token)).toMatchObject({ error: 1000 });
    await control(app, 'POST', '/overrides', {
      path: '/sys/deposit/cattl/deposit',
      envelope: { error: 1201, message: 'Declined by QA', data: null },
    });
    const deposit = await postJson(
      app,
      '/sys/deposit/cattl/deposit',
      endpointSamples.cattlDeposit.validRequest,
      token,
    );
    expect(deposit.json()).toMatchObject({ error: 1201 });

    const upstreamCalls = (await control(upstream.app, 'GET', '/journal')).data as JournalEntry[];
    expect(upstreamCalls.map((entry) => entry.path)).toEqual(['/api/sys/auth/login']);
    const journal = (await control(app, 'GET', '/journal')).data as JournalEntry[];
    expect(
      journal.map((entry) => [entry.path, entry.via, entry.fault !== null || entry.override !== null]),
    ).toEqual([
      ['/api/sys/deposit/cattl/deposit', 'simulator', true],
      ['/api/sys/auth/token/info', 'simulator', true],
      ['/api/sys/auth/login', 'upstream', false],
    ]);
  });

  it('records masked exchanges and replays the same answers with the backend stopped', async () => {
    const upstream = await startUpstream();
    const recording = join(tempFolder(), 'staging.jsonl');
    const { app } = await startProxy({ SIM_UPSTREAM: upstream.url, SIM_RECORD: recording });
    const session = await signInThrough(app);
    const before = await tokenInfo(app, session.token);
    const card = {
      ...(endpointSamples.cattlDeposit.validRequest as Record<string, unknown>),
      memberId: session.id,
    };
    const deposit = (await postJson(app, '/sys/deposit/cattl/deposit', card, session.token)).json();
    expect(deposit.error, deposit.message).toBe(0);
    const paid = (
      await postForm(app, '/sys/cattl/pay', { depositId: String(deposit.data.id) }, session.token)
    ).json();
    expect(paid.error, paid.message).toBe(0);
    const after = await tokenInfo(app, session.token);
    expect(after.data.availableBalance).toBe(before.data.availableBalance + 200);
    const games = (await postJson(app, '/base/game/listPage', { pageNum: 1, pageSize: 5 })).json();
    await upstream.app.close();

    const text = readFileSync(recording, 'utf8');
    expect(text).not.toContain('5555555555554444');
    expect(text).not.toContain(session.token);
    expect(text).toContain('************4444');
    expect(text.trim().split('\n')).toHaveLength(6);

    const { app: offline } = await startProxy({
      SIM_UPSTREAM: upstream.url,
      SIM_RECORD: recording,
      SIM_PROXY_MODES: '/**=replay',
    });
    const replayedLogin = (
      await postForm(offline, '/sys/auth/login', { username: 'demo', password: 'Demo1234!', type: 'MEMBER' })
    ).json();
    expect(replayedLogin).toMatchObject({ error: 0, data: { username: 'demo', token: '***' } });
    // Same call and body, twice recorded: replayed in order (before, then after the deposit),
    // as they came but for the masked token.
    expect(await tokenInfo(offline, '***')).toEqual(maskSecretsInFull(before));
    expect((await postJson(offline, '/sys/deposit/cattl/deposit', card, '***')).json()).toEqual(deposit);
    expect(
      (await postForm(offline, '/sys/cattl/pay', { depositId: String(deposit.data.id) }, '***')).json(),
    ).toEqual(paid);
    expect(await tokenInfo(offline, '***')).toEqual(maskSecretsInFull(after));
    expect((await postJson(offline, '/base/game/listPage', { pageNum: 1, pageSize: 5 })).json()).toEqual(
      games,
    );
    const missing = await postForm(offline, '/sys/news/getNewCount', {}, '***');
    expect(missing.statusCode).toBe(502);
    expect(missing.json().message).toContain('Nothing recorded for POST /api/sys/news/getNewCount');
    const journal = (await control(offline, 'GET', '/journal?limit=1')).data as JournalEntry[];
    expect(journal[0]?.via).toBe('replay');
  });

  it('forwards an upload as its multipart bytes, and a file back as the backend’s bytes', async () => {
    const upstream = await startUpstream();
    const { app } = await startProxy({ SIM_UPSTREAM: upstream.url });
    const { token } = await signInThrough(app);
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    const boundary = '----proxy-test-boundary';
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/sys/file/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const { error, data } = uploaded.json() as { error: number; data: { id: number } };
    expect(error).toBe(0);
    const query = `id=${data.id}&token=${encodeURIComponent(token)}`;
    const throughProxy = await app.inject({ method: 'GET', url: `/api/sys/file/get?${query}` });
    const direct = await upstream.app.inject({ method: 'GET', url: `/api/sys/file/get?${query}` });
    expect(throughProxy.statusCode).toBe(200);
    expect(throughProxy.headers['content-type']).toBe(direct.headers['content-type']);
    expect(throughProxy.rawPayload.equals(direct.rawPayload)).toBe(true);
    expect(((await control(app, 'GET', '/drift')).data as DriftReportData).failed).toBe(0);
  });

  it('lets chosen paths be simulated, and says so when the backend does not answer', async () => {
    const { app } = await startProxy({
      SIM_UPSTREAM: 'http://127.0.0.1:9',
      SIM_PROXY_MODES: '/base/country/**=simulate',
    });
    const countries = (await postForm(app, '/base/country/listAll')).json();
    expect(countries.error).toBe(0);
    const down = await postForm(app, '/sys/auth/login', {
      username: 'demo',
      password: 'Demo1234!',
      type: 'MEMBER',
    });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ error: 500 });
    // A call that another proxy forwarded here would go round for ever: refused.
    const looped = await app.inject({
      method: 'POST',
      url: '/api/sys/auth/login',
      headers: { 'x-sim-forwarded': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo&password=Demo1234!&type=MEMBER',
    });
    expect(looped.statusCode).toBe(508);
  });

  it('answers simulate paths here, for the member the backend signed in (same username)', async () => {
    const upstream = await startUpstream();
    const { app } = await startProxy({
      SIM_UPSTREAM: upstream.url,
      SIM_PROXY_MODES: '/sys/member/deposit/**=simulate',
    });
    const { token } = await signInThrough(app);
    const config = (await postForm(app, '/sys/member/deposit/config', {}, token)).json();
    expect(config.error, config.message).toBe(0);
    const journal = (await control(app, 'GET', '/journal?path=/sys/member/deposit/config'))
      .data as JournalEntry[];
    expect(journal[0]?.via).toBe('simulator');
    const upstreamCalls = (await control(upstream.app, 'GET', '/journal?path=/sys/member/deposit/config'))
      .data;
    expect(upstreamCalls).toEqual([]);
    // A token the backend does not know stays unknown here too.
    expect((await postForm(app, '/sys/member/deposit/config', {}, 'made-up-token')).json().error).toBe(-2);
  });

  it('refuses a SIM_PROXY_MODES it cannot read, naming the pair', async () => {
    await expect(
      buildApp({ env: { SIM_UPSTREAM: 'http://127.0.0.1:9', SIM_PROXY_MODES: '/sys/**=mirror' } }),
    ).rejects.toThrow(/"mirror" is not one of upstream, simulate, replay/);
  });
});
