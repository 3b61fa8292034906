import { describe, expect, it } from 'vitest';
import {
  callForm,
  callJson,
  cardDeposit,
  depositApp,
  expectBooksBalance,
  memberNow,
  newMember,
  pressOnPage,
} from './deposits-test-support';

const CARD = '/sys/deposit/creditcard/deposit';

describe('card deposits', () => {
  it('charges a card at once and credits the member', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const body = await callJson(app, CARD, cardDeposit(member.id, { amount: 50, depositAmount: 50 }), token);
    expect(body).toMatchObject({ error: 0, data: { status: 'success', depositId: expect.any(Number) } });
    expect(memberNow(app, member.id)).toMatchObject({ cashBalance: 5000, credited: true });
    expectBooksBalance(app, member.id);
  });

  it('checks in the spec order: minimum, then 5000 cap, then card fields', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const refuse = async (overrides: Parameters<typeof cardDeposit>[1]) =>
      callJson(app, CARD, cardDeposit(member.id, overrides), token);
    expect(await refuse({ amount: 5, cardNum: '4242424242424241' })).toMatchObject({
      error: 1301,
      message: 'Minimum deposit is 10 USD',
    });
    expect(await refuse({ amount: 5001, cardNum: '4242424242424241' })).toMatchObject({
      error: 1302,
      message: 'Maximum deposit is 5000 USD',
    });
    expect((await refuse({ cardNum: '4242424242424241', expireYear: '2020' })).message).toMatch(/^cardNum:/);
    expect((await refuse({ expireYear: '2020', cardFirstName: ' ' })).message).toMatch(
      /^expireYear: the card has expired/,
    );
    expect((await refuse({ expireYear: '2026', expireMonth: '02' })).message).toMatch(
      /^expireMonth: the card has expired/,
    );
    expect((await refuse({ expireYear: '2040' })).message).toMatch(/^expireYear: choose a year up to 2036/);
    expect((await refuse({ cardFirstName: ' ', cardCity: ' ' })).message).toMatch(/^cardFirstName:/);
    expect((await refuse({ cardCity: '  ' })).message).toBe('cardCity: enter the billing town or city');
    expect((await refuse({ amount: 0 })).error).toBe(400);
    expect(memberNow(app, member.id).cashBalance).toBe(0);
  });

  it.each([
    ['4000000000000002', 'Your card was declined'],
    ['4000000000009995', 'Your card has insufficient funds'],
    ['4000000000000069', 'Your card has expired'],
    ['4000000000000127', "Your card's security code is incorrect"],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('declines Stripe test card %s with a clear message', async (cardNum, message) => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    expect(await callJson(app, CARD, cardDeposit(member.id, { cardNum }), token)).toMatchObject({
      error: 1303,
      message,
    });
    expect(memberNow(app, member.id)).toMatchObject({ cashBalance: 0, credited: false });
  });

  it("refuses another member's id and a method of another flow", async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const other = newMember(app);
    expect((await callJson(app, CARD, cardDeposit(other.member.id), token)).error).toBe(403);
    expect((await callJson(app, CARD, cardDeposit(member.id, { paymentMethod: 'CASH' }), token)).error).toBe(
      400,
    );
    expect((await callJson(app, CARD, cardDeposit(member.id, { paymentMethod: 'CPAY' }), token)).error).toBe(
      1000,
    );
  });

  it('card processor: deposit gives an id, pay charges it once, a declined card fails on pay', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const made = await callJson(
      app,
      '/sys/deposit/cattl/deposit',
      cardDeposit(member.id, { paymentMethod: 'CATTL' }),
      token,
    );
    const depositId = (made.data as { id: number }).id;
    expect(memberNow(app, member.id).cashBalance).toBe(0);
    for (let i = 0; i < 3; i++) {
      expect((await callForm(app, '/sys/cattl/pay', { depositId }, token)).data).toEqual({
        depositId,
        status: 'success',
        sk: expect.stringMatching(/^[0-9a-f]{24}$/),
      });
    }
    expect(memberNow(app, member.id).cashBalance).toBe(10000);

    const declined = await callJson(
      app,
      '/sys/deposit/cattl/deposit',
      cardDeposit(member.id, { paymentMethod: 'CATTL', cardNum: '4000000000000002' }),
      token,
    );
    const payDeclined = await callForm(
      app,
      '/sys/cattl/pay',
      { depositId: (declined.data as { id: number }).id },
      token,
    );
    expect(payDeclined).toMatchObject({ error: 1303, message: 'Your card was declined' });
    const stranger = newMember(app);
    expect((await callForm(app, '/sys/cattl/pay', { depositId }, stranger.token)).error).toBe(1305);
    expectBooksBalance(app, member.id);
  });

  it('onlyPay: answers a provider page link; paying there credits, failing and cancelling do not', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const start = async () => {
      const body = await callForm(
        app,
        '/sys/deposit/onlyPay/deposit',
        { ...cardDeposit(member.id, { paymentMethod: 'ONLYPAY' }) },
        token,
      );
      const { payUrl, orderId } = body.data as { payUrl: string; orderId: string };
      expect(payUrl).toMatch(/^http:\/\/localhost(:80)?\/sim\/pay\/onlypay\?order=OP[0-9a-f]{16}$/);
      // The order id (ours) is the one the page and the return address carry.
      expect(new URL(payUrl).searchParams.get('order')).toBe(orderId);
      return orderId;
    };
    const paid = await start();
    const page = await app.inject({ method: 'GET', url: `/sim/pay/onlypay?order=${paid}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/#/payment/pingpong/return?order_id=');
    expect((await pressOnPage(app, paid, 'pay')).data.status).toBe('pending');
    app.worlds.runOwn(() => app.clock.advance(2000));
    expect((await callForm(app, '/sys/stripe/findOrder', { orderId: paid }, token)).data).toEqual({
      status: 'true',
      state: 'success',
    });
    expect((await pressOnPage(app, await start(), 'fail')).data.status).toBe('failed');
    expect((await pressOnPage(app, await start(), 'cancel')).data.status).toBe('cancelled');
    expect(memberNow(app, member.id).cashBalance).toBe(10000);
  });
});
