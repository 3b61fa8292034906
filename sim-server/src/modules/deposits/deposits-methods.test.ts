import { describe, expect, it } from 'vitest';
import { ownWorld } from '../../plugins/world-parts';
import { SAMPLE_BILLING } from '../../testing/sample-member';
import { callForm, callJson, depositApp, newMember } from './deposits-test-support';

describe('deposit methods, config and billing', () => {
  it('finds a method by code without a token, with its generated logo', async () => {
    const app = await depositApp();
    const found = await callJson(app, '/base/depositPaymentMethod/find', { code: 'CASH' });
    expect(found.error).toBe(0);
    expect(found.data).toEqual({ icon: expect.any(Number), name: 'Cash App' });
    const icon = await app.inject({
      method: 'GET',
      url: `/api/sys/file/get?id=${(found.data as { icon: number }).icon}`,
    });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('lists enabled methods by sortIndex, with visibility 20 before the first deposit and 10 after', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const before = await callForm(
      app,
      '/sys/depositPaymentMethod/listAll',
      { enabled: 1, sortIndex_0: 'ASC' },
      token,
    );
    const codes = (before.data as { code: string; visibility: number; sortIndex: number }[]).map(
      (m) => m.code,
    );
    expect(codes).toContain('CRYPTO');
    expect(codes).not.toContain('PAYPAL_POLL');
    expect(codes).not.toContain('PINGPONG');
    const sortIndexes = (before.data as { sortIndex: number }[]).map((m) => m.sortIndex);
    expect(sortIndexes).toEqual([...sortIndexes].sort((a, b) => a - b));

    const paid = await callJson(
      app,
      '/sys/deposit/crypt/depositOrder',
      { amount: 50, memberId: member.id, depositCurrency: 'btc' },
      token,
    );
    ownWorld(app).clock.advance(7000);
    await callForm(
      app,
      '/sys/deposit/pollingStatus',
      { id: (paid.data as { depositId: number }).depositId },
      token,
    );
    const after = await callForm(app, '/sys/depositPaymentMethod/listAll', { enabled: 1 }, token);
    const afterCodes = (after.data as { code: string }[]).map((m) => m.code);
    expect(afterCodes).toContain('PAYPAL_POLL');
    expect(afterCodes).not.toContain('CRYPTO');
  });

  it('runs the query words over the list (visibility_IN, sort descending)', async () => {
    const app = await depositApp();
    const { token } = newMember(app);
    const body = await callForm(
      app,
      '/sys/depositPaymentMethod/listAll',
      { visibility_IN: '0', sortIndex_0: 'DESC' },
      token,
    );
    const rows = body.data as { visibility: number; sortIndex: number }[];
    expect(rows.every((row) => row.visibility === 0)).toBe(true);
    expect(rows[0]?.sortIndex).toBeGreaterThan(rows[rows.length - 1]?.sortIndex ?? 0);
  });

  it('answers the bonus figures, the config and the prefilled billing of the caller', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    expect((await callForm(app, '/sys/depositPaymentMethod/maxBonusInfo', {}, token)).data).toEqual({
      percent: 100,
      maxAmount: 200,
      minimumDeposit: 10,
      wagering: 50,
    });
    expect((await callForm(app, '/sys/member/deposit/config', {}, token)).data).toEqual({
      minimumAmount: 10,
      paymentAmounts: '25/30/50/100/200/500/1000/2000',
      paymentAllowManualInput: 1,
    });
    expect((await callForm(app, '/sys/deposit/creditcard/billingInfo', {}, token)).data).toEqual({
      ...SAMPLE_BILLING,
      cardEmail: member.email,
    });
  });

  it.each([
    '/sys/depositPaymentMethod/listAll',
    '/sys/member/deposit/config',
    '/sys/deposit/creditcard/billingInfo',
    '/sys/cash/findOrder',
    '/sys/deposit/pollingStatus',
  ])('answers -2 without a token: %s', async (path) => {
    const app = await depositApp();
    expect((await callForm(app, path, { orderId: 'x', id: 1 })).error).toBe(-2);
  });
});
