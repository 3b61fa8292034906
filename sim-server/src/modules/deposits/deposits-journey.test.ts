import { describe, expect, it } from 'vitest';
import {
  advance,
  callForm,
  callJson,
  cardDeposit,
  depositApp,
  expectBooksBalance,
  newMember,
  payByCard,
  pressOnPage,
} from './deposits-test-support';

describe('a new member depositing', () => {
  it('a new member can deposit by each method and sees the money in token info', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const id = member.id;
    await payByCard(app, id, 10, token);
    const cattl = await callJson(
      app,
      '/sys/deposit/cattl/deposit',
      cardDeposit(id, { paymentMethod: 'CATTL' }),
      token,
    );
    await callForm(app, '/sys/cattl/pay', { depositId: (cattl.data as { id: number }).id }, token);
    const only = await callForm(
      app,
      '/sys/deposit/onlyPay/deposit',
      { ...cardDeposit(id, { paymentMethod: 'ONLYPAY' }) },
      token,
    );
    await pressOnPage(
      app,
      new URL((only.data as { payUrl: string }).payUrl).searchParams.get('order') ?? '',
      'pay',
    );
    for (const [path, paymentMethod] of [
      ['payp', 'PAYP'],
      ['paypal', 'PAYPAL'],
    ] as const) {
      const made = (
        await callJson(
          app,
          `/sys/deposit/${path}/depositOrder`,
          { amount: 100, memberId: id, paymentMethod },
          token,
        )
      ).data as Record<string, string>;
      await pressOnPage(app, made.orderId ?? made.biz_id ?? '', 'pay');
    }
    const stripe = (
      await callJson(
        app,
        '/sys/deposit/stripe/depositOrder',
        { amount: 100, memberId: id, paymentMethod: 'STRIPE' },
        token,
      )
    ).data as { orderId: string };
    await pressOnPage(app, stripe.orderId, 'pay', {
      cardNum: '4242424242424242',
      cardCvv: '123',
      expireMonth: '01',
      expireYear: '2031',
    });
    const cash = (
      await callJson(
        app,
        '/sys/deposit/cash/depositOrder',
        {
          memberId: id,
          amount: 100,
          depositAmount: 100,
          firstName: 'D',
          lastName: 'P',
          email: 'd@example.com',
          mobile: '',
        },
        token,
      )
    ).data as { orderId: string };
    for (let i = 0; i < 3; i++) await callForm(app, '/sys/cash/findOrder', { orderId: cash.orderId }, token);
    await callJson(app, '/sys/deposit/crypto/deposit', { amount: 100, memberId: id }, token);
    await callJson(
      app,
      '/sys/deposit/crypt/depositOrder',
      { amount: 100, memberId: id, depositCurrency: 'eth' },
      token,
    );
    advance(app, 6000);
    const info = await callForm(app, '/sys/auth/token/info', {}, token);
    // 10 + 8 × 100 deposited, plus the 10 bonus of the first deposit.
    expect(info.data).toMatchObject({ availableBalance: 820, credited: 1 });
    expectBooksBalance(app, id);
  });
});
