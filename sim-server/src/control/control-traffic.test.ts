import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { recordTrackingEvent } from '../modules/settings/tracking-repository';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp, postForm, postJson } from '../testing/test-app';
import { control } from './control-test-support';
import type { JournalEntry } from './request-journal';

const TOKEN_INFO = '/sys/auth/token/info';

describe('faults', () => {
  it('delays matching requests by the given latency, fixed or in a range', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/faults', { pathPattern: '/api/sys/auth/*/info', latencyMs: 200 });
    const started = performance.now();
    await postJson(app, TOKEN_INFO);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    await control(app, 'DELETE', '/faults');
    await control(app, 'POST', '/faults', { pathPattern: '/sys/**', latencyRange: [100, 120] });
    const again = performance.now();
    await postJson(app, TOKEN_INFO);
    expect(performance.now() - again).toBeGreaterThanOrEqual(95);
  });

  it('answers an error envelope with the given code, for count requests only', async () => {
    const app = await createTestApp();
    const added = await control(app, 'POST', '/faults', {
      pathPattern: '^/api/sys/ipinfo',
      error: { code: 1304, message: 'Provider down' },
      count: 1,
    });
    expect(added.status).toBe(201);
    const faulted = await postJson(app, '/sys/ipinfoCloudFlare');
    expect(faulted.statusCode).toBe(200);
    expect(faulted.json()).toEqual({ error: 1304, message: 'Provider down', data: null });
    expect((await postJson(app, '/sys/ipinfoCloudFlare')).json()).toMatchObject({ error: 0 });
    expect((await control(app, 'GET', '/faults')).data).toEqual([]);
  });

  it('forces a sign-in with -2, and answers an HTTP 500 as an envelope', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/faults', { pathPattern: '/api/sys/ipinfoCloudFlare', error: { code: -2 } });
    expect((await postJson(app, '/sys/ipinfoCloudFlare')).json()).toMatchObject({ error: -2 });
    const { data } = await control(app, 'POST', '/faults', {
      pathPattern: '/api/sys/sysSetting/*',
      http500: true,
    });
    const failed = await postForm(app, '/sys/sysSetting/checkContactUsSetting');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ error: 500, data: null });
    expect((await control(app, 'DELETE', `/faults/${(data as { id: number }).id}`)).error).toBe(0);
    expect((await control(app, 'DELETE', '/faults/999')).status).toBe(404);
  });

  it('refuses a fault without an effect or with two, naming the problem', async () => {
    const app = await createTestApp();
    expect((await control(app, 'POST', '/faults', { pathPattern: '/api/**' })).message).toMatch(
      /needs latencyMs/,
    );
    expect(
      (await control(app, 'POST', '/faults', { pathPattern: '/api/**', drop: true, http500: true })).message,
    ).toMatch(/at most one/);
    expect((await control(app, 'POST', '/faults', { patern: '/api/**', drop: true })).message).toMatch(
      /patern/,
    );
  });

  it('breaks the connection mid-answer (the app sees a network failure)', async () => {
    const app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await control(app, 'POST', '/faults', { pathPattern: '/api/sys/ipinfoCloudFlare', drop: true, count: 1 });
    const url = `http://127.0.0.1:${port}/api/sys/ipinfoCloudFlare`;
    // The head comes (a browser does not send the request again), the promised body never does.
    const cut = await fetch(url, { method: 'POST' });
    await expect(cut.json()).rejects.toThrow(/terminated/);
    const next = await fetch(url, { method: 'POST' });
    expect(((await next.json()) as { error: number }).error).toBe(0);
    const [latest, dropped] = (await control(app, 'GET', '/journal')).data as JournalEntry[];
    expect(latest?.error).toBe(0);
    expect(dropped).toMatchObject({ fault: 'drop', httpStatus: 0 });
  });

  it('fails an injected request too (component tests run the simulator through inject)', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/faults', { pathPattern: '/api/**', drop: true });
    await expect(postJson(app, '/sys/ipinfoCloudFlare')).rejects.toThrow(/dropped/);
  });
});

describe('request journal', () => {
  it('keeps /api requests with their answers, passwords and card numbers masked', async () => {
    const app = await createTestApp();
    await postJson(app, '/sys/auth/login', { username: 'demo', password: 'Wrong1234!', type: 'MEMBER' });
    await postJson(app, '/sys/deposit/creditcard/deposit', {
      cardNum: '4242 4242 4242 4242',
      cardCvv: '123',
    });
    await control(app, 'GET', '/clock');
    const entries = (await control(app, 'GET', '/journal')).data as JournalEntry[];
    expect(entries).toHaveLength(2);
    const [deposit, login] = entries;
    expect(login).toMatchObject({ method: 'POST', path: '/api/sys/auth/login', httpStatus: 200 });
    expect(login?.body).toEqual({ username: 'demo', password: '***', type: 'MEMBER' });
    expect(login?.error).toBeGreaterThan(0);
    expect(login?.message).toEqual(expect.any(String));
    expect(JSON.stringify(deposit?.body)).not.toMatch(/4242 4242 4242 4242|"123"/);
    expect(deposit?.error).toBe(-2);
    expect((await control(app, 'GET', '/journal?path=login')).data).toHaveLength(1);
    await control(app, 'DELETE', '/journal');
    expect((await control(app, 'GET', '/journal')).data).toEqual([]);
  });
});

describe('outbox and tracking', () => {
  it('lists mails newest first, filtered by address, and gives the latest with its link', async () => {
    const app = await createTestApp();
    expect((await control(app, 'GET', '/outbox/latest?to=demo@luckyharbor.example')).status).toBe(404);
    await postForm(app, '/sys/member/mail/forgot/send', { usernameOrEmail: 'demo' });
    await postForm(app, '/sys/member/mail/forgot/send', { usernameOrEmail: 'newbie' });
    const all = (await control(app, 'GET', '/outbox')).data as Array<{ to: string }>;
    expect(all.map((mail) => mail.to)).toEqual(['newbie@luckyharbor.example', 'demo@luckyharbor.example']);
    const latest = await control(app, 'GET', '/outbox/latest?to=DEMO@luckyharbor.example');
    expect(latest.data).toMatchObject({ to: 'demo@luckyharbor.example', kind: 'password_reset' });
    expect((latest.data as { link: string }).link).toMatch(
      /^https:\/\/luckyharbor\.example\/#\/password\/reset\?code=/,
    );
  });

  it('lists the tracking events the app reported', async () => {
    const app = await createTestApp();
    recordTrackingEvent(ownWorld(app).db, {
      memberId: null,
      event: 'Purchase',
      params: { value: 25 },
      now: ownWorld(app).clock.now(),
    });
    const events = (await control(app, 'GET', '/tracking?event=Purchase')).data;
    expect(events).toEqual([expect.objectContaining({ event: 'Purchase', params: { value: 25 } })]);
  });
});
