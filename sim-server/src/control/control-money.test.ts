import { parseScenario } from '@casino/contracts/control/scenario';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { WithdrawStatus } from '@casino/contracts/withdrawals/enums';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../db/schema/index';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp, postJson } from '../testing/test-app';
import { control, signIn } from './control-test-support';
import { applyScenario } from './scenario-loader';

async function cardDeposit(app: FastifyInstance, token: string, memberId: number) {
  const response = await postJson(
    app,
    '/sys/deposit/creditcard/deposit',
    {
      amount: 50,
      depositAmount: 50,
      memberId,
      paymentMethod: 'VISA_MASTERCARD_1',
      cardNum: '4242424242424242',
      cardCvv: '123',
      expireMonth: '12',
      expireYear: String(new Date().getUTCFullYear() + 2),
      cardFirstName: 'Alex',
      cardLastName: 'Morgan',
      cardCountry: 'US',
      cardState: 'CA',
      cardCity: 'San Francisco',
      cardAddress: '500 Market Street',
      cardPostalCode: '94103',
      cardEmail: 'demo@luckyharbor.example',
      cardMobile: '4155550123',
    },
    token,
  );
  return response.json() as { error: number; message: string };
}

describe('outcome rules', () => {
  it('adds, lists, removes and clears rules, naming bad fields', async () => {
    const app = await createTestApp();
    const added = await control(app, 'POST', '/rules', {
      target: 'deposit',
      method: 'cash',
      username: 'demo',
      count: 2,
      outcome: 'expired',
      delayMs: 5000,
    });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      method: 'CASH',
      count: 2,
      outcome: 'expired',
      username: 'demo',
      delayMs: 5000,
    });
    await control(app, 'POST', '/rules', { target: 'withdrawal', outcome: 'never' });
    expect((await control(app, 'GET', '/rules')).data).toHaveLength(2);
    const id = (added.data as { id: number }).id;
    expect((await control(app, 'DELETE', `/rules/${id}`)).error).toBe(0);
    expect((await control(app, 'DELETE', `/rules/${id}`)).status).toBe(404);
    expect((await control(app, 'DELETE', '/rules')).data).toEqual({ removed: 1 });

    const bad = await control(app, 'POST', '/rules', { target: 'deposit', outcome: 'maybe', cont: 1 });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/outcome: /);
    expect(bad.message).toMatch(/cont/);
    expect(
      (await control(app, 'POST', '/rules', { target: 'deposit', outcome: 'failed', username: 'ghost' }))
        .status,
    ).toBe(404);
  });

  it('makes the next card deposit fail, then lets the one after succeed', async () => {
    const app = await createTestApp();
    const token = await signIn(app, 'demo', 'Demo1234!');
    const demo = (await control(app, 'GET', '/members/demo')).data as { id: number; cashBalance: number };
    await control(app, 'POST', '/rules', {
      target: 'deposit',
      method: 'VISA_MASTERCARD_1',
      outcome: 'failed',
    });
    const refused = await cardDeposit(app, token, demo.id);
    expect(refused.error).toBe(ApiErrorCode.PAYMENT_DECLINED);
    expect((await control(app, 'GET', '/rules')).data).toEqual([]);
    const approved = await cardDeposit(app, token, demo.id);
    expect(approved.error).toBe(0);
  });
});

describe('withdrawals', () => {
  async function withPending() {
    const app = await createTestApp();
    await control(app, 'POST', '/scenario', { name: 'pending-withdrawals' });
    const token = await signIn(app, 'waitingpayout', 'Test1234!');
    const list = async () => {
      const response = await postJson(app, '/sys/withdraw/listPage', { pageNum: 1, pageSize: 20 }, token);
      return (response.json() as { data: { content: Array<{ id: number; status: number }> } }).data.content;
    };
    const news = async () => {
      const response = await postJson(app, '/base/news/listPage', { pageNum: 1, pageSize: 50 }, token);
      return (response.json() as { data: { totalElements: number } }).data.totalElements;
    };
    return { app, list, news };
  }

  it('advances one withdrawal, with its refund and a news item', async () => {
    const { app, list, news } = await withPending();
    const pending = (await list()).find((row) => row.status === WithdrawStatus.PENDING);
    const newsBefore = await news();
    const rejected = await control(app, 'POST', `/withdrawals/${pending?.id}/advance`, { status: 10 });
    expect(rejected.data).toMatchObject({ id: pending?.id, status: WithdrawStatus.REJECTED });
    expect((await list()).find((row) => row.id === pending?.id)?.status).toBe(WithdrawStatus.REJECTED);
    expect(await news()).toBe(newsBefore + 1);
    expect(
      ((await control(app, 'GET', '/members/waitingpayout')).data as { cashBalance: number }).cashBalance,
    ).toBe(500);
    const again = await control(app, 'POST', `/withdrawals/${pending?.id}/advance`, { status: 40 });
    expect(again.error).toBe(ApiErrorCode.WITHDRAW_RULE);
    expect((await control(app, 'POST', '/withdrawals/9999/advance', { status: 40 })).error).toBe(
      ApiErrorCode.NOT_FOUND,
    );
    expect(
      (await control(app, 'POST', `/withdrawals/${pending?.id}/advance`, { status: 7 })).message,
    ).toMatch(/^status: /);
  });

  it('advances all open withdrawals, listing the ones that cannot move', async () => {
    const { app, list } = await withPending();
    const ours = new Set((await list()).map((row) => row.id));
    const answer = await control(app, 'POST', '/withdrawals/advance-all', {
      status: WithdrawStatus.COMPLETED,
    });
    // The seed's own (demo's pending one) moves too; the scenario's three are among them.
    const advanced = (answer.data as { advanced: Array<{ id: number }> }).advanced;
    expect(advanced.filter((row) => ours.has(row.id))).toHaveLength(3);
    expect((await list()).every((row) => row.status === WithdrawStatus.COMPLETED)).toBe(true);
    const none = await control(app, 'POST', '/withdrawals/advance-all', { status: WithdrawStatus.CANCELLED });
    expect(none.data).toEqual({ advanced: [], skipped: [] });
  });

  it('holds withdrawals and lets them progress on the clock', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/scenario', { name: 'rich-member' });
    // No rule: the withdrawal's fate is to complete, one step every few minutes.
    await app.worlds.runOwn(() =>
      applyScenario(
        app,
        parseScenario({ description: 'one', withdrawals: [{ username: 'highroller', amount: 300 }] }),
      ),
    );
    // The scenario's withdrawal: the newest (the seed holds demo's two).
    const status = () =>
      ownWorld(app)
        .db.select({ status: withdrawals.status })
        .from(withdrawals)
        .orderBy(desc(withdrawals.id))
        .get()?.status;
    const off = await control(app, 'POST', '/withdrawals/auto', { enabled: false });
    // Demo's two seeded open withdrawals are held too.
    expect(off.data).toEqual({ enabled: false, withdrawalsChanged: 3 });
    await control(app, 'POST', '/clock', { advance: '1d' });
    expect(status()).toBe(WithdrawStatus.PENDING);
    const on = await control(app, 'POST', '/withdrawals/auto', { enabled: true });
    // Demo's seeded pending one has no fate of its own (it waits for QA); its paid one moves on.
    expect(on.data).toEqual({ enabled: true, withdrawalsChanged: 2 });
    await control(app, 'POST', '/clock', { advance: '1h' });
    expect(status()).toBe(WithdrawStatus.COMPLETED);
    const settings = (await control(app, 'GET', '/settings')).data as Array<{ name: string; value: unknown }>;
    expect(settings.find((row) => row.name === 'withdrawalAutoProgress')?.value).toBe(true);
  });
});
