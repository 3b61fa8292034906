import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { ledgerTotals } from '../modules/ledger/ledger-service';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp } from '../testing/test-app';
import { control, signIn } from './control-test-support';

describe('control plane access', () => {
  it('refuses every route without the key (401) or with a wrong one (403), status and envelope alike', async () => {
    const app = await createTestApp();
    for (const [method, url] of [
      ['GET', '/__sim/clock'],
      ['POST', '/__sim/reset'],
      ['GET', '/__sim/journal'],
    ] as const) {
      const wrong = await app.inject({ method, url, headers: { 'x-sim-key': 'wrong-key-123' } });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ error: ApiErrorCode.FORBIDDEN, data: null });
      expect(wrong.json().message).toMatch(/wrong key/);
      const missing = await app.inject({ method, url });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ error: 401, data: null });
      expect(missing.json().message).toMatch(/needs the X-Sim-Key header/);
    }
  });

  it('has no /__sim routes at all in production mode, and none in its OpenAPI document', async () => {
    const app = await createTestApp({ env: { SIM_MODE: 'production' } });
    const response = await app.inject({
      method: 'GET',
      url: '/__sim/clock',
      headers: { 'x-sim-key': 'local-qa-key' },
    });
    expect(response.statusCode).toBe(404);
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: object };
    expect(Object.keys(document.paths).some((path) => path.startsWith('/__sim'))).toBe(false);
  });

  it('describes every control route in the OpenAPI document', async () => {
    const app = await createTestApp();
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/__sim/rules'] ?? {})).toEqual(['get', 'post', 'delete']);
    expect(document.paths['/__sim/faults']?.post).toBeDefined();
    expect(document.paths['/__sim/withdrawals/{id}/advance']?.post).toBeDefined();
  });
});

describe('reset', () => {
  it('wipes what happened, reseeds, and forgets rules, faults and the clock offset', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/scenario', { name: 'rich-member' });
    await control(app, 'POST', '/rules', { target: 'deposit', outcome: 'failed' });
    await control(app, 'POST', '/faults', { pathPattern: '/api/**', latencyMs: 5 });
    await control(app, 'POST', '/clock', { advance: '3d' });
    expect((await control(app, 'GET', '/members/highroller')).error).toBe(0);

    const reset = await control(app, 'POST', '/reset', {});
    expect(reset.error).toBe(0);
    expect((await control(app, 'GET', '/members/highroller')).status).toBe(404);
    expect((await control(app, 'GET', '/rules')).data).toEqual([]);
    expect((await control(app, 'GET', '/faults')).data).toEqual([]);
    expect(((await control(app, 'GET', '/clock')).data as { offsetMs: number }).offsetMs).toBe(0);
    // The seed is back: the demo member signs in with its opening balance.
    await signIn(app, 'demo', 'Demo1234!');
    expect(((await control(app, 'GET', '/members/demo')).data as { cashBalance: number }).cashBalance).toBe(
      1500,
    );
  });

  it('loads a scenario right after the reset when asked', async () => {
    const app = await createTestApp();
    const reset = await control(app, 'POST', '/reset', { scenario: 'chat-offline' });
    expect(reset.error).toBe(0);
    const settings = (await control(app, 'GET', '/settings')).data as Array<{ name: string; value: unknown }>;
    expect(settings.find((row) => row.name === 'chatAvailable')?.value).toBe(false);
  });
});

describe('virtual clock', () => {
  it('reads, sets and advances the clock, and runs the jobs at once', async () => {
    const app = await createTestApp();
    const seen: number[] = [];
    ownWorld(app).jobs.register('test.watch', (now) => seen.push(now));
    const set = await control(app, 'POST', '/clock', { set: '2030-01-07T10:00:00Z' });
    expect((set.data as { now: string }).now.slice(0, 16)).toBe('2030-01-07T10:00');
    const advanced = await control(app, 'POST', '/clock', { advance: '2h' });
    expect((advanced.data as { now: string }).now.slice(0, 16)).toBe('2030-01-07T12:00');
    await control(app, 'POST', '/clock', { advanceMs: 60_000 });
    expect(new Date(seen.at(-1) ?? 0).toISOString().slice(0, 16)).toBe('2030-01-07T12:01');
    const read = await control(app, 'GET', '/clock');
    expect((read.data as { now: string }).now.slice(0, 16)).toBe('2030-01-07T12:01');
  });

  it('refuses a body with two changes or a bad duration, naming the field', async () => {
    const app = await createTestApp();
    expect((await control(app, 'POST', '/clock', { advance: '2 hours' })).message).toMatch(/^advance: /);
    expect((await control(app, 'POST', '/clock', { advance: '2h', advanceMs: 5 })).message).toMatch(
      /exactly one/,
    );
    expect((await control(app, 'POST', '/clock', { advanse: '2h' })).message).toMatch(/advanse/);
  });
});

describe('members and settings', () => {
  it('changes flags and balances, the balances through the ledger', async () => {
    const app = await createTestApp();
    const patch = {
      blocked: true,
      credited: true,
      rollingAmount: 75,
      cashBalance: 120.5,
      bonusBalance: 30,
      vipPoints: 900,
      vipLevel: 3,
    };
    const patched = await control(app, 'PATCH', '/members/newbie', patch);
    expect(patched.data).toMatchObject(patch);
    const id = (patched.data as { id: number }).id;
    expect(ledgerTotals(ownWorld(app).db, id)).toEqual({ cash: 12050, bonus: 3000 });
    await control(app, 'PATCH', `/members/${id}`, { cashBalance: 20 });
    expect(ledgerTotals(ownWorld(app).db, id).cash).toBe(2000);
  });

  it("answers a disabled member's session calls with enabled 0 (spec 01 section 4) and refuses the rest", async () => {
    const app = await createTestApp();
    const token = await signIn(app, 'demo', 'Demo1234!');
    await control(app, 'PATCH', '/members/demo', { enabled: false });
    const call = async (path: string, payload: Record<string, string> = {}) =>
      (
        await app.inject({
          method: 'POST',
          url: `/api${path}`,
          headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(payload).toString(),
        })
      ).json() as { error: number; data: { id: number; enabled: number; token: string } | null };
    // These once answered -2, so the app went to /login instead of the spec's path.
    for (const path of ['/sys/auth/token/info', '/sys/auth/token/refresh', '/sys/auth/token/info']) {
      expect(await call(path)).toMatchObject({ error: 0, data: { enabled: 0, token } });
    }
    // Any other member call: the code the app answers with a session check (decision 035).
    const id = String((await call('/sys/auth/token/info')).data?.id);
    expect((await call('/sys/sysSetting/checkBlock', { id })).error).toBe(ApiErrorCode.ACCOUNT_DISABLED);
    expect((await call('/sys/auth/logout')).error).toBe(0);
    // Enabled again, the old token stays dead: the app dropped it on the enabled 0 answer.
    await control(app, 'PATCH', '/members/demo', { enabled: true });
    expect((await call('/sys/auth/token/info')).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });

  it('refuses unknown member fields and members', async () => {
    const app = await createTestApp();
    expect((await control(app, 'PATCH', '/members/demo', { blockd: true })).message).toMatch(/blockd/);
    expect((await control(app, 'PATCH', '/members/nobody-here', { blocked: true })).status).toBe(404);
  });

  it('writes known settings with their shape and refuses the rest', async () => {
    const app = await createTestApp();
    const policy = await control(app, 'PUT', '/settings/accessPolicy', {
      status: 0,
      url: 'https://x.example/no',
    });
    expect(policy.data).toEqual({ name: 'accessPolicy', value: { status: 0, url: 'https://x.example/no' } });
    expect((await control(app, 'PUT', '/settings/chatAvailable', { value: false })).error).toBe(0);
    const bad = await control(app, 'PUT', '/settings/accessPolicy', { status: 3 });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^accessPolicy: status/);
    expect((await control(app, 'PUT', '/settings/chatAvailble', { value: true })).message).toMatch(
      /Unknown setting chatAvailble/,
    );
  });
});
