import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositOrders, ledgerEntries } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { cardStatusPath } from '../../providers/payments/payment-page-paths';
import { postForm } from '../../testing/test-app';
import {
  advance,
  callForm,
  callJson,
  cardDeposit,
  depositApp,
  expectBooksBalance,
  memberNow,
  newMember,
  payByCard,
  pressOnPage,
} from './deposits-test-support';

const rule = (
  outcome: 'success' | 'failed' | 'cancelled' | 'expired' | 'never' | 'provider_error',
  extra = {},
) => ({
  target: 'deposit' as const,
  method: '*',
  memberId: null,
  remaining: 1,
  outcome,
  delayMs: null,
  afterPolls: null,
  ...extra,
});

describe('deposit outcomes and crediting', () => {
  it('a QA rule beats a test card, which beats the default', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    ownWorld(app).outcomeRules.add({ ...rule('success'), method: 'VISA_MASTERCARD_1', memberId: member.id });
    const ruled = await callJson(
      app,
      '/sys/deposit/creditcard/deposit',
      cardDeposit(member.id, { cardNum: '4000000000000002' }),
      token,
    );
    expect(ruled.data).toMatchObject({ status: 'success' });
    const tested = await callJson(
      app,
      '/sys/deposit/creditcard/deposit',
      cardDeposit(member.id, { cardNum: '4000000000000002' }),
      token,
    );
    expect(tested.error).toBe(1303);
    ownWorld(app).outcomeRules.add(rule('failed'));
    expect(
      (await callJson(app, '/sys/deposit/creditcard/deposit', cardDeposit(member.id), token)).error,
    ).toBe(1303);
    expect(
      (await callJson(app, '/sys/deposit/creditcard/deposit', cardDeposit(member.id), token)).data,
    ).toMatchObject({ status: 'success' });
  });

  it('provider_error (rule or amount 555) refuses the creation and makes no order', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    ownWorld(app).outcomeRules.add({ ...rule('provider_error'), method: 'STRIPE' });
    const body = { amount: 50, memberId: member.id, paymentMethod: 'STRIPE' };
    expect((await callJson(app, '/sys/deposit/stripe/depositOrder', body, token)).error).toBe(1304);
    expect(
      (await callJson(app, '/sys/deposit/stripe/depositOrder', { ...body, amount: 555 }, token)).error,
    ).toBe(1304);
    expect(
      ownWorld(app).db.select().from(depositOrders).where(eq(depositOrders.memberId, member.id)).all(),
    ).toHaveLength(0);
  });

  it('rules with a delay or a poll count resolve by themselves; never stays pending', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    ownWorld(app).outcomeRules.add(rule('cancelled', { delayMs: 5000 }));
    ownWorld(app).outcomeRules.add(rule('success', { afterPolls: 2 }));
    ownWorld(app).outcomeRules.add(rule('never'));
    const frame = { amount: 20, memberId: member.id, paymentMethod: 'PAYP' };
    const delayed = (await callJson(app, '/sys/deposit/payp/depositOrder', frame, token)).data as {
      orderId: string;
    };
    const polled = (await callJson(app, '/sys/deposit/payp/depositOrder', frame, token)).data as {
      orderId: string;
    };
    const never = (await callJson(app, '/sys/deposit/creditcard/deposit', cardDeposit(member.id), token))
      .data;
    expect(never).toMatchObject({ status: 'pending' });
    advance(app, 5000);
    expect((await callForm(app, '/sys/payp/findOrder', { orderId: delayed.orderId }, token)).data).toEqual({
      status: 'false',
      state: 'cancelled',
    });
    expect((await callForm(app, '/sys/payp/findOrder', { orderId: polled.orderId }, token)).data).toEqual({
      status: 'wait',
      state: 'created',
    });
    expect((await callForm(app, '/sys/payp/findOrder', { orderId: polled.orderId }, token)).data).toEqual({
      status: 'true',
      state: 'success',
    });
    advance(app, 3 * 60 * 60 * 1000);
    const { depositId, sk } = never as { depositId: number; sk: string };
    const card = await app.inject({ method: 'GET', url: cardStatusPath(depositId, sk) });
    expect(card.json().data).toMatchObject({ status: 'pending', final: false });
    expect(memberNow(app, member.id).cashBalance).toBe(2000);
  });

  it('credits exactly once under repeated polls, 20 parallel look-ups and page presses', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const { orderId } = (
      await callJson(
        app,
        '/sys/deposit/payp/depositOrder',
        { amount: 80, memberId: member.id, paymentMethod: 'PAYP' },
        token,
      )
    ).data as { orderId: string };
    await pressOnPage(app, orderId, 'pay');
    ownWorld(app).clock.advance(2000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? postForm(app, '/sys/payp/findOrder', { orderId }, token)
          : app.inject({ method: 'POST', url: `/sim/pay/api/orders/${orderId}/pay`, payload: {} }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    for (let i = 0; i < 5; i++) ownWorld(app).jobs.runAll();
    const order = ownWorld(app)
      .db.select()
      .from(depositOrders)
      .where(eq(depositOrders.externalId, orderId))
      .get();
    const rows = ownWorld(app)
      .db.select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.reference, `deposit:${order?.id}`)))
      .all();
    expect(rows).toHaveLength(1);
    expect(memberNow(app, member.id).cashBalance).toBe(8000);
    expectBooksBalance(app, member.id);
  });

  it('gives the 100% first-deposit bonus once, capped at 200, with 50x wagering', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    await payByCard(app, member.id, 300, token);
    expect(memberNow(app, member.id)).toMatchObject({
      cashBalance: 30000,
      bonusBalance: 20000,
      rollingAmount: 1000000,
      credited: true,
    });
    await payByCard(app, member.id, 50, token);
    expect(memberNow(app, member.id)).toMatchObject({
      cashBalance: 35000,
      bonusBalance: 20000,
      rollingAmount: 1000000,
    });
    const small = newMember(app);
    await payByCard(app, small.member.id, 25, small.token);
    expect(memberNow(app, small.member.id)).toMatchObject({ bonusBalance: 2500, rollingAmount: 125000 });
    expectBooksBalance(app, member.id);
    expectBooksBalance(app, small.member.id);
  });
});
