import type { JournalEntry } from '@casino/contracts/control/journal';
import type { StoredOverride } from '@casino/contracts/control/overrides';
import { describe, expect, it } from 'vitest';
import { ownWorld } from '../plugins/world-parts';
import { sampleCashOrder } from '../testing/sample-member';
import { createTestApp, postForm, postJson } from '../testing/test-app';
import { control, signIn } from './control-test-support';

const RESTRICTED = { status: 0, url: 'https://elsewhere.example' };

describe('answer overrides', () => {
  it('answers the next count matching calls with the envelope, then the handler again', async () => {
    const app = await createTestApp();
    const added = await control(app, 'POST', '/overrides', {
      path: '/sys/ipinfoCloudFlare',
      count: 1,
      envelope: { error: 0, data: RESTRICTED },
    });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      id: 1,
      remaining: 1,
      hits: 0,
      calls: ['/sys/ipinfoCloudFlare'],
      envelope: { error: 0, message: 'success', data: RESTRICTED },
    });
    expect((await postForm(app, '/sys/ipinfoCloudFlare')).json()).toEqual({
      error: 0,
      message: 'success',
      data: RESTRICTED,
    });
    expect((await postForm(app, '/sys/ipinfoCloudFlare')).json()).toMatchObject({ data: { status: 1 } });
    expect((await control(app, 'GET', '/overrides')).data).toEqual([]);
    const [second, first] = (await control(app, 'GET', '/journal')).data as JournalEntry[];
    expect(first).toMatchObject({ override: 1, answer: RESTRICTED });
    expect(second?.override).toBeNull();
  });

  it('matches on a partial body, answers business codes at HTTP 200 and protocol codes as their status', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/overrides', {
      path: '/api/sys/auth/login',
      match: { username: 'demo' },
      envelope: { error: 1003, message: 'Account locked (QA)' },
    });
    await control(app, 'POST', '/overrides', {
      path: '/sys/auth/login',
      match: { username: 'newbie' },
      envelope: { error: 503, message: 'Maintenance (QA)' },
    });
    const demo = await postForm(app, '/sys/auth/login', {
      username: 'demo',
      password: 'Demo1234!',
      type: 'MEMBER',
    });
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toEqual({ error: 1003, message: 'Account locked (QA)', data: null });
    const newbie = await postJson(app, '/sys/auth/login', {
      username: 'newbie',
      password: 'x',
      type: 'MEMBER',
    });
    expect(newbie.statusCode).toBe(503);
    const other = await postJson(app, '/sys/auth/login', { username: 'rich', password: 'x', type: 'MEMBER' });
    expect(other.json()).not.toMatchObject({ message: expect.stringMatching(/QA/) });
    const listed = (await control(app, 'GET', '/overrides')).data as StoredOverride[];
    expect(listed.map((override) => [override.id, override.hits, override.remaining])).toEqual([
      [1, 1, null],
      [2, 1, null],
    ]);
    expect((await control(app, 'DELETE', '/overrides/1')).data).toEqual({ id: 1 });
    expect((await control(app, 'DELETE', '/overrides/1')).status).toBe(404);
    expect((await control(app, 'DELETE', '/overrides')).data).toEqual({ removed: 1 });
  });

  it('on a money call runs no handler: no order is opened and the balance stays', async () => {
    const app = await createTestApp();
    const token = await signIn(app, 'newbie', 'Newbie1234!');
    const member = (await control(app, 'GET', '/members/newbie')).data as { id: number; cashBalance: number };
    const orders = () =>
      (ownWorld(app).sqlite.prepare('SELECT COUNT(*) AS n FROM deposit_orders').get() as { n: number }).n;
    const before = orders();
    await control(app, 'POST', '/overrides', {
      path: '/sys/deposit/cash/depositOrder',
      envelope: { error: 0, data: { orderId: 'CA-QA-1', amount: 100, discountAmount: 97, status: 'false' } },
    });
    const answered = await postJson(
      app,
      '/sys/deposit/cash/depositOrder',
      sampleCashOrder(member.id, 100),
      token,
    );
    expect(answered.json()).toMatchObject({ error: 0, data: { orderId: 'CA-QA-1', status: 'false' } });
    expect(orders()).toBe(before);
    expect((await control(app, 'GET', '/members/newbie')).data).toMatchObject({
      cashBalance: member.cashBalance,
    });
  });

  it('refuses data that breaks the call contract, naming the field, unless allowInvalid', async () => {
    const app = await createTestApp();
    const broken = { status: 'nope', url: null };
    const refused = await control(app, 'POST', '/overrides', {
      path: '/sys/ipinfoCloudFlare',
      envelope: { error: 0, data: broken },
    });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(
      /^envelope\.data\.status: .*\(the contract of \/sys\/ipinfoCloudFlare; send allowInvalid/,
    );
    const extra = await control(app, 'POST', '/overrides', {
      path: '/sys/ipinfoCloudFlare',
      envelope: { error: 0, data: { ...RESTRICTED, surprise: 1 } },
    });
    expect(extra.message).toMatch(/envelope\.data\.surprise: not in the contract/);
    expect((await control(app, 'GET', '/overrides')).data).toEqual([]);
    // With allowInvalid the broken answer goes out as it is: the simulator's own answer check
    // (on in tests) does not stop it, so QA can see how the app survives it.
    const allowed = await control(app, 'POST', '/overrides', {
      path: '/sys/ipinfoCloudFlare',
      envelope: { error: 0, data: broken },
      allowInvalid: true,
    });
    expect(allowed.status).toBe(201);
    const answer = await postForm(app, '/sys/ipinfoCloudFlare');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ error: 0, message: 'success', data: broken });
  });

  it('refuses bad input: a path matching no call, a pattern that does not compile, count 0 or below', async () => {
    const app = await createTestApp();
    const envelope = { error: 0, data: RESTRICTED };
    const refusals = await Promise.all(
      [
        { path: '/sys/no/such/call', envelope },
        { path: '^/api/(', envelope },
        { path: '/sys/ipinfoCloudFlare', count: 0, envelope },
        { path: '/sys/ipinfoCloudFlare', count: -2, envelope },
        { path: '/sys/ipinfoCloudFlare', envelope: { error: 'x' } },
        { path: '/sys/ipinfoCloudFlare' },
        { path: '/sys/ipinfoCloudFlare', envelope, after: 1 },
      ].map((body) => control(app, 'POST', '/overrides', body)),
    );
    expect(refusals.map((refusal) => refusal.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(refusals.map((refusal) => refusal.message)).toEqual([
      expect.stringMatching(/^path: \/sys\/no\/such\/call matches no \/api call/),
      expect.stringMatching(/^path: .*not a valid pattern/),
      expect.stringMatching(/^count: /),
      expect.stringMatching(/^count: /),
      expect.stringMatching(/^envelope\.error: /),
      expect.stringMatching(/^envelope: /),
      expect.stringMatching(/after/),
    ]);
    expect((await control(app, 'GET', '/overrides')).data).toEqual([]);
  });

  describe('a patch', () => {
    const activity = async (app: Parameters<typeof postJson>[0], token: string) =>
      (await postJson(app, '/sys/protection/activity', {}, token)).json() as {
        error: number;
        data: { currency: string; lifetime: Record<string, number>; last12Months: Record<string, number> };
      };

    it('merges into the real answer at any depth: only the patched field changes, the rest is the handler’s', async () => {
      const app = await createTestApp();
      const token = await signIn(app, 'demo', 'Demo1234!');
      const real = await activity(app, token);
      expect(real.error).toBe(0);
      const added = await control(app, 'POST', '/overrides', {
        path: '/sys/protection/activity',
        count: 1,
        patch: { lifetime: { deposits: 987.65 } },
      });
      expect(added.status).toBe(201);
      expect(added.data).toMatchObject({ envelope: null, patch: { lifetime: { deposits: 987.65 } } });
      const patched = await activity(app, token);
      expect(patched).toEqual({
        ...real,
        data: { ...real.data, lifetime: { ...real.data.lifetime, deposits: 987.65 } },
      });
      // Used up: the next call is the handler's own again.
      expect(await activity(app, token)).toEqual(real);
      const [, first] = (await control(app, 'GET', '/journal?path=/sys/protection/activity'))
        .data as JournalEntry[];
      expect(first).toMatchObject({ override: (added.data as StoredOverride).id, answer: patched.data });
    });

    it('lets the handler run: a patched money call still opens its order', async () => {
      const app = await createTestApp();
      const token = await signIn(app, 'newbie', 'Newbie1234!');
      const member = (await control(app, 'GET', '/members/newbie')).data as { id: number };
      const orders = () =>
        (ownWorld(app).sqlite.prepare('SELECT COUNT(*) AS n FROM deposit_orders').get() as { n: number }).n;
      const before = orders();
      await control(app, 'POST', '/overrides', {
        path: '/sys/deposit/cash/depositOrder',
        patch: { discountAmount: 1 },
      });
      const answered = await postJson(
        app,
        '/sys/deposit/cash/depositOrder',
        sampleCashOrder(member.id, 100),
        token,
      );
      expect(answered.json()).toMatchObject({ error: 0, data: { amount: 100, discountAmount: 1 } });
      expect(orders()).toBe(before + 1);
    });

    it('is checked against the contract field by field, unless allowInvalid', async () => {
      const app = await createTestApp();
      const refusals = await Promise.all(
        [
          { path: '/sys/auth/token/info', patch: { availableBalance: 'lots' } },
          { path: '/sys/auth/token/info', patch: { surprise: true } },
          { path: '/sys/protection/activity', patch: { lifetime: { deposits: -1, bonus: 2 } } },
          { path: '/sys/auth/token/info', patch: { availableBalance: 1 }, envelope: { error: 0 } },
        ].map((body) => control(app, 'POST', '/overrides', body)),
      );
      expect(refusals.map((refusal) => refusal.status)).toEqual([400, 400, 400, 400]);
      expect(refusals.map((refusal) => refusal.message)).toEqual([
        expect.stringMatching(
          /^patch\.availableBalance: .*\(the contract of \/sys\/auth\/token\/info; send allowInvalid/,
        ),
        expect.stringMatching(/^patch\.surprise: not in the contract/),
        expect.stringMatching(/^patch\.lifetime\.deposits: .*; patch\.lifetime\.bonus: not in the contract/),
        expect.stringMatching(/^envelope: give envelope .* or patch/),
      ]);
      expect((await control(app, 'GET', '/overrides')).data).toEqual([]);
      const token = await signIn(app, 'demo', 'Demo1234!');
      const allowed = await control(app, 'POST', '/overrides', {
        path: '/sys/auth/token/info',
        patch: { availableBalance: 'lots' },
        allowInvalid: true,
      });
      expect(allowed.status).toBe(201);
      const info = (await postForm(app, '/sys/auth/token/info', {}, token)).json();
      expect(info).toMatchObject({ error: 0, data: { availableBalance: 'lots', username: 'demo' } });
    });
  });

  it('belongs to one world: a reset forgets it', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/overrides', { path: '/sys/ipinfoCloudFlare', envelope: { error: 1304 } });
    await control(app, 'POST', '/reset', {});
    expect((await control(app, 'GET', '/overrides')).data).toEqual([]);
    expect((await postForm(app, '/sys/ipinfoCloudFlare')).json()).toMatchObject({ error: 0 });
  });
});
