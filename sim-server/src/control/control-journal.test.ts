import type { JournalEntry, VerifyAnswer } from '@casino/contracts/control/journal';
import { describe, expect, it } from 'vitest';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp, postForm, postJson } from '../testing/test-app';
import { control, signIn } from './control-test-support';
import { maskSecrets, RequestJournal } from './request-journal';

const entries = async (app: Awaited<ReturnType<typeof createTestApp>>, query = '') =>
  (await control(app, 'GET', `/journal${query}`)).data as JournalEntry[];

const verify = async (app: Awaited<ReturnType<typeof createTestApp>>, body: Record<string, unknown>) => {
  const answer = await control(app, 'POST', '/journal/verify', body);
  return { ...answer, verdict: answer.data as VerifyAnswer };
};

describe('request journal: what each exchange keeps', () => {
  it('keeps the member, headers, both clocks and the masked answer; never a token or Authorization', async () => {
    const app = await createTestApp();
    const token = await signIn(app, 'demo', 'Demo1234!');
    await app.inject({
      method: 'POST',
      url: '/api/sys/auth/token/info',
      headers: { authorization: token, 'x-fe-lang': 'pt', 'accept-language': 'pt-BR' },
    });
    const [info, login] = await entries(app);
    expect(info).toMatchObject({
      method: 'POST',
      path: '/api/sys/auth/token/info',
      member: { id: expect.any(Number), username: 'demo' },
      headers: { 'x-fe-lang': 'pt', 'accept-language': 'pt-BR' },
      httpStatus: 200,
      error: 0,
      override: null,
      answer: expect.objectContaining({ username: 'demo' }),
    });
    expect(Date.parse(info?.wallTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(info?.time).toEqual(expect.any(String));
    // The login answer carries the token: kept masked, as the password of its request.
    expect(login?.member).toBeNull();
    expect(login?.body).toMatchObject({ password: '***' });
    expect((login?.answer as { token: string }).token).toBe('***');
    const all = JSON.stringify(await entries(app));
    expect(all).not.toContain(token);
    expect(all).not.toMatch(/authorization/i);
  });

  it('masks a secret in an answer sent again and again (the kept session check), every time', async () => {
    const app = await createTestApp();
    const token = await signIn(app, 'demo', 'Demo1234!');
    for (let call = 0; call < 3; call++) {
      await app.inject({
        method: 'POST',
        url: '/api/sys/auth/token/info',
        headers: { authorization: token },
      });
    }
    const infos = (await entries(app)).filter((entry) => entry.path === '/api/sys/auth/token/info');
    expect(infos).toHaveLength(3);
    for (const info of infos) expect((info.answer as { token?: string }).token).toBe('***');
    expect(JSON.stringify(infos)).not.toContain(token);
  });

  it('masks passwords, tokens, card numbers and CVVs wherever they are', () => {
    const masked = maskSecrets({
      password: 'Secret1!',
      newPassword: 'Secret2!',
      token: 'abc',
      refreshToken: 'def',
      cardNum: '4242424242424242',
      cardNumber: 4242424242424242,
      cardCvv: '123',
      cvc: 456,
      nested: [{ note: '4000 0000 0000 0002', securityCode: '999' }],
      amount: 25,
    });
    expect(masked).toEqual({
      password: '***',
      newPassword: '***',
      token: '***',
      refreshToken: '***',
      // A card number's field keeps its last four (what QA needs to tell test cards apart).
      cardNum: '************4242',
      cardNumber: '************4242',
      cardCvv: '***',
      cvc: '***',
      nested: [{ note: '************0002', securityCode: '***' }],
      amount: 25,
    });
  });

  it('keeps the last SIM_JOURNAL_SIZE exchanges', async () => {
    const app = await createTestApp({ env: { SIM_JOURNAL_SIZE: '10' } });
    expect(ownWorld(app).simJournal.capacity).toBe(10);
    for (let i = 0; i < 12; i += 1) await postForm(app, '/sys/ipinfoCloudFlare');
    const kept = await entries(app, '?limit=100');
    expect(kept).toHaveLength(10);
    expect(kept[0]?.id).toBe(12);
    expect(ownWorld(await createTestApp()).simJournal.capacity).toBe(2000);
  });
});

describe('request journal: filters', () => {
  it('filters by method, path glob or text, member, time window and a partial body', async () => {
    const app = await createTestApp();
    const token = await signIn(app, 'demo', 'Demo1234!');
    await postForm(app, '/sys/auth/token/info', {}, token);
    await postForm(app, '/sys/ipinfoCloudFlare');
    const { data: clock } = await control(app, 'GET', '/clock');
    const { now } = clock as { now: string };
    await control(app, 'POST', '/clock', { advance: '1h' });
    await postJson(app, '/sys/auth/login', { username: 'newbie', password: 'Wrong1!', type: 'MEMBER' });

    expect((await entries(app, '?path=/sys/auth/*')).map((e) => e.path)).toEqual([
      '/api/sys/auth/login',
      '/api/sys/auth/login',
    ]);
    expect((await entries(app, '?path=/api/sys/auth/**')).map((e) => e.path)).toEqual([
      '/api/sys/auth/login',
      '/api/sys/auth/token/info',
      '/api/sys/auth/login',
    ]);
    expect(await entries(app, '?path=ipinfo')).toHaveLength(1);
    expect(await entries(app, '?method=get')).toHaveLength(0);
    expect((await entries(app, '?member=DEMO')).map((e) => e.path)).toEqual(['/api/sys/auth/token/info']);
    expect((await entries(app, `?until=${encodeURIComponent(now)}`)).map((e) => e.path)).toEqual([
      '/api/sys/ipinfoCloudFlare',
      '/api/sys/auth/token/info',
      '/api/sys/auth/login',
    ]);
    const later = new Date(Date.parse(now) + 30 * 60_000).toISOString();
    expect((await entries(app, `?since=${encodeURIComponent(later)}`)).map((e) => e.path)).toEqual([
      '/api/sys/auth/login',
    ]);
    const body = encodeURIComponent(JSON.stringify({ username: 'newbie' }));
    expect(await entries(app, `?body=${body}`)).toHaveLength(1);
  });

  it('refuses a pattern that does not compile, bad JSON and an unknown filter, naming each', async () => {
    const app = await createTestApp();
    const badPattern = await control(app, 'GET', `/journal?path=${encodeURIComponent('^/api/(')}`);
    expect(badPattern.status).toBe(400);
    expect(badPattern.message).toMatch(/path: .*not a valid pattern/);
    const badBody = await control(app, 'GET', '/journal?body={amount');
    expect(badBody.status).toBe(400);
    expect(badBody.message).toMatch(/body: Expected JSON/);
    const unknown = await control(app, 'GET', '/journal?pth=/api');
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/pth/);
    expect((await control(app, 'GET', '/journal?since=yesterday')).message).toMatch(/since/);
  });
});

describe('POST /__sim/journal/verify', () => {
  it('counts matching calls exactly, at least or at most, with a form body matched by value', async () => {
    const app = await createTestApp();
    await postForm(app, '/sys/auth/login', { username: 'demo', password: 'Demo1234!', type: 'MEMBER' });
    await postForm(app, '/sys/auth/login', { username: 'demo', password: 'nope', type: 'MEMBER' });
    const asked = { method: 'POST', path: '/sys/auth/login', body: { username: 'demo' } };
    expect((await verify(app, { ...asked, count: 2 })).verdict).toEqual({
      ok: true,
      count: 2,
      expected: 'exactly 2',
      nearMisses: [],
    });
    expect((await verify(app, asked)).verdict).toMatchObject({ ok: true, expected: 'at least 1' });
    expect((await verify(app, { ...asked, atMost: 1 })).verdict).toMatchObject({ ok: false, count: 2 });
    expect((await verify(app, { ...asked, atLeast: 1, atMost: 3 })).verdict).toMatchObject({
      ok: true,
      expected: 'between 1 and 3',
    });
    expect((await verify(app, { path: '/sys/member/**', count: 0 })).verdict.ok).toBe(true);
  });

  it('answers the near misses, same path with another body first, each with what differed', async () => {
    const app = await createTestApp();
    const token = await signIn(app, 'newbie', 'Newbie1234!');
    await postForm(app, '/sys/auth/token/info', {}, token);
    await postForm(app, '/sys/ipinfoCloudFlare');
    const { status, verdict } = await verify(app, {
      method: 'POST',
      path: '/api/sys/auth/login',
      body: { username: 'demo', type: 'MEMBER' },
      count: 1,
    });
    expect(status).toBe(200);
    expect(verdict.ok).toBe(false);
    expect(verdict.count).toBe(0);
    const [nearest, next] = verdict.nearMisses;
    expect(nearest?.entry.path).toBe('/api/sys/auth/login');
    expect(nearest?.differences).toEqual([{ field: 'body.username', expected: 'demo', actual: 'newbie' }]);
    expect(next?.entry.path).toBe('/api/sys/auth/token/info');
    expect(next?.differences.map((difference) => difference.field)).toContain('path');
    expect(nearest?.distance).toBeLessThan(next?.distance ?? 0);
  });

  it('matches the kept request headers by value, any case of the name', async () => {
    const app = await createTestApp();
    await app.inject({ method: 'POST', url: '/api/sys/ipinfoCloudFlare', headers: { 'x-fe-lang': 'de' } });
    const asked = { path: '/sys/ipinfoCloudFlare', count: 1 };
    expect((await verify(app, { ...asked, headers: { 'X-FE-LANG': 'de' } })).verdict.ok).toBe(true);
    const wrong = (await verify(app, { ...asked, headers: { 'X-FE-LANG': 'fr' } })).verdict;
    expect(wrong.ok).toBe(false);
    expect(wrong.nearMisses[0]?.differences).toEqual([
      { field: 'headers.x-fe-lang', expected: 'fr', actual: 'de' },
    ]);
  });

  it('refuses bad input: count with atLeast, negative counts, atLeast above atMost, no path', async () => {
    const app = await createTestApp();
    const refusals = await Promise.all(
      [
        { path: '/sys/**', count: 1, atLeast: 1 },
        { path: '/sys/**', count: -1 },
        { path: '/sys/**', atLeast: 3, atMost: 1 },
        { count: 1 },
        { path: 're:(', count: 1 },
        { path: '/sys/**', times: 1 },
      ].map((body) => control(app, 'POST', '/journal/verify', body)),
    );
    expect(refusals.map((refusal) => refusal.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals.map((refusal) => refusal.message)).toEqual([
      expect.stringMatching(/count: Give count, or atLeast/),
      expect.stringMatching(/^count: /),
      expect.stringMatching(/atLeast: atLeast must not be above atMost/),
      expect.stringMatching(/^path: /),
      expect.stringMatching(/not a valid pattern/),
      expect.stringMatching(/times/),
    ]);
  });

  it('verifies against an empty journal after DELETE /__sim/journal', async () => {
    const app = await createTestApp();
    await postForm(app, '/sys/ipinfoCloudFlare');
    expect((await verify(app, { path: '/sys/ipinfoCloudFlare' })).verdict.ok).toBe(true);
    expect((await control(app, 'DELETE', '/journal')).data).toEqual({ cleared: true });
    expect((await verify(app, { path: '/sys/ipinfoCloudFlare' })).verdict).toMatchObject({
      ok: false,
      count: 0,
    });
  });
});

describe('RequestJournal', () => {
  it('drops the oldest past its capacity', () => {
    const journal = new RequestJournal(2);
    const entry = {
      method: 'POST',
      path: '/api/x',
      query: null,
      body: null,
      headers: {},
      member: null,
      httpStatus: 200,
      error: 0,
      message: 'success',
      answer: null,
      fault: null,
      override: null,
      via: 'simulator' as const,
      durationMs: 1,
      time: new Date(0).toISOString(),
      wallTime: new Date(0).toISOString(),
    };
    for (let i = 0; i < 3; i += 1) journal.record(entry);
    expect(journal.list().map((kept) => kept.id)).toEqual([3, 2]);
    // Well past the batch in which older entries are dropped, every reader sees the newest two.
    for (let i = 0; i < 500; i += 1) journal.record(entry);
    expect(journal.list().map((kept) => kept.id)).toEqual([503, 502]);
    expect(journal.verify({ path: '/api/x', atLeast: 3 }).count).toBe(2);
    expect(journal.snapshot().entries.map((kept) => kept.id)).toEqual([502, 503]);
  });
});
