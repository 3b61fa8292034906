import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LIMIT_COOLING_OFF_MS, ProtectionStatusSchema } from '@casino/contracts/protection/schemas';
import { endpoints } from '@casino/contracts/registry';
import { describe, expect, it } from 'vitest';
import { ownWorld } from '../../plugins/world-parts';
import {
  call,
  DAY_MS,
  elapse,
  HOUR_MS,
  newPlayer,
  protectionApp,
  setLimit,
  statusOf,
  T0,
} from './protection-test-support';

const iso = (ms: number) => new Date(ms).toISOString();

describe('setting limits and the 24-hour cooling-off', () => {
  it('applies a new limit at once and lists limits by kind and period, with nothing used', async () => {
    const app = await protectionApp();
    const { token } = newPlayer(app);
    await setLimit(app, token, 'WAGER', 'WEEK', 500);
    await setLimit(app, token, 'DEPOSIT', 'MONTH', 1000);
    const status = await setLimit(app, token, 'DEPOSIT', 'DAY', 100);
    expect(ProtectionStatusSchema.parse(status)).toEqual({
      currency: 'USD',
      limits: [
        {
          kind: 'DEPOSIT',
          period: 'DAY',
          amount: 100,
          used: 0,
          remaining: 100,
          resetTime: null,
          pending: null,
        },
        {
          kind: 'DEPOSIT',
          period: 'MONTH',
          amount: 1000,
          used: 0,
          remaining: 1000,
          resetTime: null,
          pending: null,
        },
        {
          kind: 'WAGER',
          period: 'WEEK',
          amount: 500,
          used: 0,
          remaining: 500,
          resetTime: null,
          pending: null,
        },
      ],
      realityCheckMinutes: 0,
      block: null,
      serverTime: iso(T0),
    });
  });

  it('lowers at once and drops a waiting raise; raises only after 24 hours, shown as pending until then', async () => {
    const app = await protectionApp();
    const { token } = newPlayer(app);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 100);
    const raised = await setLimit(app, token, 'DEPOSIT', 'DAY', 250);
    expect(raised.limits[0]).toMatchObject({
      amount: 100,
      pending: { amount: 250, effectiveTime: iso(T0 + LIMIT_COOLING_OFF_MS) },
    });
    // Asking again does not restart the wait.
    elapse(app, HOUR_MS);
    expect((await setLimit(app, token, 'DEPOSIT', 'DAY', 250)).limits[0]?.pending).toEqual({
      amount: 250,
      effectiveTime: iso(T0 + LIMIT_COOLING_OFF_MS),
    });
    elapse(app, LIMIT_COOLING_OFF_MS - HOUR_MS - 1);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ amount: 100, pending: { amount: 250 } });
    elapse(app, 1);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ amount: 250, pending: null });

    // A lower amount applies at once and cancels the waiting raise.
    await setLimit(app, token, 'DEPOSIT', 'DAY', 400);
    const lowered = await setLimit(app, token, 'DEPOSIT', 'DAY', 50);
    expect(lowered.limits[0]).toMatchObject({ amount: 50, remaining: 50, pending: null });
    elapse(app, 2 * DAY_MS);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ amount: 50, pending: null });
  });

  it('removes only after 24 hours; sending the amount in force cancels a waiting change', async () => {
    const app = await protectionApp();
    const { token } = newPlayer(app);
    await setLimit(app, token, 'LOSS', 'WEEK', 80);
    const removing = await setLimit(app, token, 'LOSS', 'WEEK', null);
    expect(removing.limits).toEqual([
      expect.objectContaining({
        amount: 80,
        pending: { amount: null, effectiveTime: iso(T0 + LIMIT_COOLING_OFF_MS) },
      }),
    ]);
    const kept = await setLimit(app, token, 'LOSS', 'WEEK', 80);
    expect(kept.limits[0]?.pending).toBeNull();
    elapse(app, 2 * DAY_MS);
    expect((await statusOf(app, token)).limits).toHaveLength(1);

    await setLimit(app, token, 'LOSS', 'WEEK', null);
    elapse(app, LIMIT_COOLING_OFF_MS);
    expect((await statusOf(app, token)).limits).toEqual([]);
    // Removing a limit that does not exist changes nothing.
    expect((await setLimit(app, token, 'WAGER', 'DAY', null)).limits).toEqual([]);
  });

  it('applies a due change on the check itself (a deposit right after the wait), not only on reading', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 20);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 200);
    const frame = { amount: 150, memberId: member.id, paymentMethod: 'PAYPAL_POLL' };
    expect((await call(app, endpoints.paypDepositOrder, frame, token)).error).toBe(
      ApiErrorCode.PROTECTION_LIMIT_REACHED,
    );
    elapse(app, LIMIT_COOLING_OFF_MS);
    expect((await call(app, endpoints.paypDepositOrder, frame, token)).error).toBe(0);
    expect(ownWorld(app).sqlite.prepare('SELECT amount, pending_amount FROM player_limits').all()).toEqual([
      { amount: 20000, pending_amount: null },
    ]);
  });

  it('refuses a malformed limit by the contract and changes nothing', async () => {
    const app = await protectionApp();
    const { token } = newPlayer(app);
    for (const payload of [
      { kind: 'DEPOSIT', period: 'YEAR', amount: 100 },
      { kind: 'DEPOSIT', period: 'DAY', amount: 0 },
      { kind: 'DEPOSIT', period: 'DAY', amount: -5 },
      { kind: 'DEPOSIT', period: 'DAY', amount: 10.001 },
      { kind: 'DEPOSIT', period: 'DAY', amount: 10_000_001 },
      { kind: 'DEPOSIT', period: 'DAY' },
    ]) {
      expect((await call(app, endpoints.protectionSetLimit, payload, token)).error).toBe(
        ApiErrorCode.VALIDATION_FAILED,
      );
    }
    expect((await statusOf(app, token)).limits).toEqual([]);
    expect((await call(app, endpoints.protectionStatus, {})).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });

  it('refuses exponent forms, subnormals and 1e21 as written on the wire, and every answer stays whole', async () => {
    const app = await protectionApp();
    const { token } = newPlayer(app);
    const headers = { authorization: token, 'content-type': 'application/json' };
    // Raw JSON text: `1e-300` once passed `multipleOf(0.01)`, was stored as a 0 limit, and
    // protection/status, limit/set and realityCheck/set answered 500 from then on.
    for (const amount of ['1e-300', '5e-324', '2.2e-310', '1e21', '1E+21', '0.001', '-0', '1e-2e']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api${endpoints.protectionSetLimit.path}`,
        headers,
        payload: `{"amount":${amount},"kind":"DEPOSIT","period":"WEEK"}`,
      });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().error, amount).toBeOneOf([
        ApiErrorCode.VALIDATION_FAILED,
        ApiErrorCode.MALFORMED_BODY,
      ]);
    }
    expect(ownWorld(app).sqlite.prepare('SELECT count(*) AS n FROM player_limits').get()).toEqual({ n: 0 });
    expect((await statusOf(app, token)).limits).toEqual([]);
    expect((await call(app, endpoints.protectionSetRealityCheck, { minutes: 10 }, token)).error).toBe(0);
    // Exponent notation of a whole amount is the same JSON number and is taken.
    const status = await call(
      app,
      endpoints.protectionSetLimit,
      JSON.parse('{"amount":1e2,"kind":"LOSS","period":"DAY"}'),
      token,
    );
    expect(status.error).toBe(0);
    expect((await statusOf(app, token)).limits.map((limit) => limit.amount)).toEqual([100]);
  });
});
