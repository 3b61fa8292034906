import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import {
  advance,
  callForm,
  callJson,
  cashOrder,
  depositApp,
  memberNow,
  newMember,
} from './deposits-test-support';

describe('cash-app deposits', () => {
  it("answers 'wait' on the first polls after the transfer, then 'false' (= success), crediting once", async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const made = await callJson(app, '/sys/deposit/cash/depositOrder', cashOrder(member.id, 100), token);
    expect(made.data).toEqual({
      orderId: expect.stringMatching(/^CA/),
      amount: 100,
      discountAmount: 97,
      status: 'wait',
    });
    const { orderId } = made.data as { orderId: string };
    const image = await callJson(app, '/sys/cash/getImg', { orderId }, token);
    expect(image.data).toEqual({
      imgUrl: expect.stringMatching(/^\/api\/sys\/file\/get\?id=\d+$/),
      qrAddress: `$LuckyHarbor-${orderId}`,
    });
    expect((await callJson(app, '/sys/cash/getImg', { orderId }, token)).data).toEqual(image.data);
    const qr = await app.inject({ method: 'GET', url: (image.data as { imgUrl: string }).imgUrl });
    expect(qr.body).toContain('<svg');
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await callForm(app, '/sys/cash/findOrder', { orderId }, token)).data);
    expect(statuses).toEqual([
      { status: 'wait' },
      { status: 'wait' },
      { status: 'false' },
      { status: 'false' },
    ]);
    expect(memberNow(app, member.id).cashBalance).toBe(10000);
  });

  it('bounds one cash order at 1,000,000, so the limit answers stay within their contract', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const huge = await callJson(
      app,
      '/sys/deposit/cash/depositOrder',
      cashOrder(member.id, 999_999_999_999),
      token,
    );
    expect(huge).toMatchObject({
      error: ApiErrorCode.AMOUNT_TOO_HIGH,
      message: 'Maximum deposit is 1000000 USD',
    });
    for (let order = 0; order < 2; order++) {
      const made = await callJson(
        app,
        '/sys/deposit/cash/depositOrder',
        cashOrder(member.id, 1_000_000),
        token,
      );
      expect(made.error).toBe(0);
    }
    // Two open orders at the bound: the protection answers (validated against the contract in
    // the test app) still answer.
    expect((await callJson(app, '/sys/protection/status', {}, token)).error).toBe(0);
    const limit = { kind: 'DEPOSIT', period: 'MONTH', amount: 5_000_000 };
    expect((await callJson(app, '/sys/protection/limit/set', limit, token)).error).toBe(0);
  });

  it("has no 5000 cap but keeps the minimum; amount 666 ends as 'true' (= failure)", async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    expect(
      (await callJson(app, '/sys/deposit/cash/depositOrder', cashOrder(member.id, 7500), token)).error,
    ).toBe(0);
    expect(
      (await callJson(app, '/sys/deposit/cash/depositOrder', cashOrder(member.id, 9), token)).error,
    ).toBe(1301);
    const failing = await callJson(app, '/sys/deposit/cash/depositOrder', cashOrder(member.id, 666), token);
    const { orderId } = failing.data as { orderId: string };
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await callForm(app, '/sys/cash/findOrder', { orderId }, token)).data);
    expect(statuses.at(-1)).toEqual({ status: 'true' });
    expect(
      (await callJson(app, '/sys/deposit/cash/depositOrder', cashOrder(newMember(app).member.id, 50), token))
        .error,
    ).toBe(403);
  });
});

describe('crypto deposits', () => {
  it('variant A: an address and a price per coin; pollingStatus turns 10 after the confirmation time', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const made = await callJson(
      app,
      '/sys/deposit/crypto/deposit',
      { amount: 130, memberId: member.id },
      token,
    );
    const charge = made.data as {
      id: string;
      depositId: number;
      addresses: Record<string, string>;
      pricing: Record<string, { amount: string }>;
    };
    expect(Object.keys(charge.addresses).sort()).toEqual(['bitcoin', 'ethereum', 'litecoin', 'tether']);
    expect(charge.addresses.bitcoin).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect(charge.addresses.ethereum).toMatch(/^0x[0-9a-f]{40}$/);
    expect(charge.pricing).toEqual({
      bitcoin: { amount: '0.00200000' },
      ethereum: { amount: '0.04062500' },
      tether: { amount: '130.00' },
      litecoin: { amount: '1.62500000' },
    });
    expect((await callForm(app, '/sys/deposit/pollingStatus', { id: charge.depositId }, token)).data).toBe(0);
    advance(app, 6000);
    expect((await callForm(app, '/sys/deposit/pollingStatus', { id: charge.depositId }, token)).data).toBe(
      10,
    );
    expect(memberNow(app, member.id).cashBalance).toBe(13000);
    const qr = await app.inject({
      method: 'GET',
      url: `/api/sys/deposit/crypto/qrcode?transactionId=${charge.id}&coinName=bitcoin`,
      headers: { authorization: token },
    });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain(charge.addresses.bitcoin);
  });

  it('variant B: one address and the coin quantity; 5000 cap; failed and expired amounts answer 20 and 30', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const order = async (amount: number, depositCurrency: string) =>
      callJson(
        app,
        '/sys/deposit/crypt/depositOrder',
        { amount, memberId: member.id, depositCurrency },
        token,
      );
    const doge = (await order(30, 'doge')).data as {
      address: string;
      coinNum: string;
      depositId: number;
      id: string;
    };
    expect(doge).toMatchObject({
      address: expect.stringMatching(/^D[1-9A-HJ-NP-Za-km-z]{33}$/),
      coinNum: '200.0000',
    });
    expect(((await order(30, 'erc20')).data as { coinNum: string }).coinNum).toBe('30.00');
    expect((await order(5001, 'btc')).error).toBe(1302);
    expect((await order(50, 'bch')).error).toBe(400);
    const failed = (await order(666, 'eth')).data as { depositId: number };
    const expired = (await order(888, 'ltc')).data as { depositId: number };
    advance(app, 6000);
    expect((await callForm(app, '/sys/deposit/pollingStatus', { id: failed.depositId }, token)).data).toBe(
      20,
    );
    expect((await callForm(app, '/sys/deposit/pollingStatus', { id: expired.depositId }, token)).data).toBe(
      30,
    );
    const stranger = newMember(app);
    expect(
      (await callForm(app, '/sys/deposit/pollingStatus', { id: doge.depositId }, stranger.token)).error,
    ).toBe(1305);
    expect(memberNow(app, member.id).cashBalance).toBe(6000);
  });
});
