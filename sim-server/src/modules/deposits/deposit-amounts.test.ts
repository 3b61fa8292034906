import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { depositOrders } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import {
  callForm,
  callJson,
  cardDeposit,
  cashOrder,
  depositApp,
  memberNow,
  newMember,
} from './deposits-test-support';

/**
 * The amount input's step is 1 (spec 02 §5), so an amount with cents, or written as
 * '1e3' in a form body, is refused by the contract on every deposit call, with the field named
 * in the spec's envelope, and nothing is made or moved.
 */
const ordersOf = (app: FastifyInstance, memberId: number) =>
  ownWorld(app).db.select().from(depositOrders).where(eq(depositOrders.memberId, memberId)).all();

describe('deposit amounts are whole units', () => {
  const fieldsOf = (data: unknown) => (data as { fields: { field: string }[] }).fields.map((f) => f.field);

  it('refuses 10.5 on every JSON deposit call and makes no order', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const frame = (paymentMethod: string) => ({ amount: 10.5, memberId: member.id, paymentMethod });
    const calls: [string, unknown][] = [
      ['/sys/deposit/creditcard/deposit', cardDeposit(member.id, { amount: 10.5, depositAmount: 10.5 })],
      ['/sys/deposit/cattl/deposit', cardDeposit(member.id, { amount: 10.5, paymentMethod: 'CATTL' })],
      ['/sys/deposit/cash/depositOrder', cashOrder(member.id, 10.5)],
      ['/sys/deposit/payp/depositOrder', frame('PIX')],
      ['/sys/deposit/stripe/depositOrder', frame('STRIPE')],
      ['/sys/deposit/paypal/depositOrder', frame('PAYPAL')],
      ['/sys/deposit/crypto/deposit', { amount: 10.5, memberId: member.id }],
      ['/sys/deposit/crypt/depositOrder', { amount: 10.5, memberId: member.id, depositCurrency: 'btc' }],
    ];
    for (const [path, body] of calls) {
      const refusal = await callJson(app, path, body, token);
      expect(refusal, path).toMatchObject({ error: 400, message: expect.stringContaining('amount') });
      expect(fieldsOf(refusal.data), path).toContain('amount');
    }
    expect(ordersOf(app, member.id)).toEqual([]);
    expect(memberNow(app, member.id)).toMatchObject({ cashBalance: 0, credited: false });
  });

  it("refuses '1e3' and '10.5' in the form-encoded onlyPay call; '1000' goes through", async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const onlyPay = (amount: string) =>
      callForm(
        app,
        '/sys/deposit/onlyPay/deposit',
        { ...cardDeposit(member.id, { paymentMethod: 'ONLYPAY' }), amount, depositAmount: amount },
        token,
      );
    for (const amount of ['1e3', '10.5']) {
      const refusal = await onlyPay(amount);
      expect(refusal.error, amount).toBe(400);
      expect(fieldsOf(refusal.data), amount).toEqual(expect.arrayContaining(['amount', 'depositAmount']));
    }
    expect(ordersOf(app, member.id)).toEqual([]);
    expect((await onlyPay('1000')).error).toBe(0);
    expect(ordersOf(app, member.id)).toHaveLength(1);
  });
});
