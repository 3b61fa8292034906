import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LIMIT_PERIOD_MS, LimitRefusalSchema } from '@casino/contracts/protection/schemas';
import { endpoints } from '@casino/contracts/registry';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositOrders } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { pressOnPage } from '../deposits/deposits-test-support';
import {
  call,
  DAY_MS,
  depositCalls,
  elapse,
  HOUR_MS,
  newPlayer,
  ok,
  protectionApp,
  setLimit,
  signInAgain,
  statusOf,
  T0,
} from './protection-test-support';

const iso = (ms: number) => new Date(ms).toISOString();
type App = Awaited<ReturnType<typeof protectionApp>>;
/** An order left open (the payer has not paid on the provider page yet). */
const frameDeposit = (memberId: number, amount: number) => ({
  amount,
  memberId,
  paymentMethod: 'PAYPAL_POLL',
});
/** A card deposit: charged and credited at once. */
const cardPaid = (app: App, memberId: number, amount: number, token: string) =>
  call(app, endpoints.creditcardDeposit, depositCalls(memberId, amount)[0][2], token);
const orderCount = (app: App, memberId: number) =>
  ownWorld(app)
    .db.select({ n: count() })
    .from(depositOrders)
    .where(eq(depositOrders.memberId, memberId))
    .get()?.n;

describe('deposit limits', () => {
  it('refuses the deposit that would pass a 24-hour limit, naming the limit, what is left and when room frees', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 100);
    expect((await cardPaid(app, member.id, 50, token)).error).toBe(0);
    elapse(app, 2 * HOUR_MS);
    expect((await cardPaid(app, member.id, 30, token)).error).toBe(0);
    const before = orderCount(app, member.id);

    const refused = await cardPaid(app, member.id, 25, token);
    expect(refused.error).toBe(ApiErrorCode.PROTECTION_LIMIT_REACHED);
    expect(refused.message).toBe(
      'This deposit would pass your 24-hour deposit limit of 100.00 USD: 20.00 USD left, more from 2026-03-11 12:00 UTC.',
    );
    expect(LimitRefusalSchema.strict().parse(refused.data)).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 100,
      remaining: 20,
      resetTime: iso(T0 + DAY_MS),
      currency: 'USD',
    });
    expect(orderCount(app, member.id)).toBe(before);
    // Exactly what is left fits.
    expect((await cardPaid(app, member.id, 20, token)).error).toBe(0);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ used: 100, remaining: 0 });

    // The window rolls: 24 hours after the first deposit its 50 leave the window, the rest stay.
    elapse(app, DAY_MS - 2 * HOUR_MS - 1);
    expect((await cardPaid(app, member.id, 10, token)).error).toBe(ApiErrorCode.PROTECTION_LIMIT_REACHED);
    elapse(app, 1);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({
      used: 50,
      remaining: 50,
      resetTime: iso(T0 + 2 * HOUR_MS + DAY_MS),
    });
    expect((await cardPaid(app, member.id, 50, token)).error).toBe(0);
  });

  it('counts a pending order against the limit and frees its room once it fails, is cancelled or expires', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 100);
    const open = await ok<{ orderId: string }>(
      app,
      endpoints.paypDepositOrder,
      frameDeposit(member.id, 60),
      token,
    );
    const cancelled = await ok<{ orderId: string }>(
      app,
      endpoints.stripeDepositOrder,
      { ...frameDeposit(member.id, 40), paymentMethod: 'STRIPE' },
      token,
    );
    expect((await call(app, endpoints.paypDepositOrder, frameDeposit(member.id, 10), token)).error).toBe(
      ApiErrorCode.PROTECTION_LIMIT_REACHED,
    );
    await pressOnPage(app, cancelled.orderId, 'cancel');
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ used: 60, remaining: 40 });
    await pressOnPage(app, open.orderId, 'fail');
    expect((await statusOf(app, token)).limits[0]).toMatchObject({
      used: 0,
      remaining: 100,
      resetTime: null,
    });
    // An order left open expires after 30 minutes and frees its room.
    await ok(app, endpoints.paypDepositOrder, frameDeposit(member.id, 100), token);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ remaining: 0 });
    elapse(app, 30 * 60_000);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ remaining: 100 });
  });

  it('applies the lowest room of several limits and names that one (7 days and 30 days)', async () => {
    const app = await protectionApp();
    const { member, token: first } = newPlayer(app);
    let token = first;
    await setLimit(app, token, 'DEPOSIT', 'DAY', 300);
    await setLimit(app, token, 'DEPOSIT', 'WEEK', 200);
    await setLimit(app, token, 'DEPOSIT', 'MONTH', 500);
    expect((await cardPaid(app, member.id, 150, token)).error).toBe(0);
    const refused = await cardPaid(app, member.id, 60, token);
    expect(refused.message).toContain('7-day deposit limit of 200.00 USD: 50.00 USD left');
    expect(refused.data).toMatchObject({
      period: 'WEEK',
      remaining: 50,
      resetTime: iso(T0 + LIMIT_PERIOD_MS.WEEK),
    });

    // Each week is free again after seven days, but the month still counts all of it.
    // (Sessions last a week: the player signs in again after each.)
    elapse(app, 8 * DAY_MS);
    token = signInAgain(app, member.id);
    expect((await cardPaid(app, member.id, 200, token)).error).toBe(0);
    elapse(app, 8 * DAY_MS);
    token = signInAgain(app, member.id);
    expect((await cardPaid(app, member.id, 150, token)).error).toBe(0);
    const month = await cardPaid(app, member.id, 10, token);
    expect(month.message).toBe(
      'This deposit would pass your 30-day deposit limit of 500.00 USD: 0.00 USD left, more from 2026-04-09 12:00 UTC.',
    );
    expect(month.data).toMatchObject({ period: 'MONTH', remaining: 0 });
    elapse(app, 14 * DAY_MS);
    token = signInAgain(app, member.id);
    expect((await cardPaid(app, member.id, 10, token)).error).toBe(0);
  });

  it('refuses over the limit on every path that makes a deposit order, and lets each through with room', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 5000);
    await ok(app, endpoints.cashDepositOrder, depositCalls(member.id, 4980)[3][2], token);
    for (const [name, endpoint, payload] of depositCalls(member.id, 21)) {
      const answer = await call(app, endpoint, payload, token);
      expect(answer.error, `${name}: ${answer.message}`).toBe(ApiErrorCode.PROTECTION_LIMIT_REACHED);
      expect(answer.data, name).toMatchObject({ kind: 'DEPOSIT', remaining: 20 });
    }
    expect(orderCount(app, member.id)).toBe(1);
    elapse(app, DAY_MS);
    for (const [name, endpoint, payload] of depositCalls(member.id, 21)) {
      const answer = await call(app, endpoint, payload, token);
      expect(answer.error, `${name}: ${answer.message}`).toBe(0);
    }
  });

  it('cannot be dodged by parallel deposits: of ten at once, only those that fit are made', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 100);
    const calls = Array.from({ length: 10 }, (_, index) => {
      const [, endpoint, payload] = depositCalls(member.id, 30)[index % 2 === 0 ? 0 : 4];
      return call(app, endpoint, payload, token);
    });
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(3);
    expect(answers.filter((answer) => answer.error === ApiErrorCode.PROTECTION_LIMIT_REACHED)).toHaveLength(
      7,
    );
    const made = ownWorld(app)
      .sqlite.prepare(
        "SELECT coalesce(sum(amount), 0) AS total FROM deposit_orders WHERE member_id = ? AND status NOT IN ('failed','cancelled','expired')",
      )
      .get(member.id) as { total: number };
    expect(made.total).toBe(9000);
  });
});
