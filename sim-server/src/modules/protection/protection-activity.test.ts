import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { AccountActivitySchema } from '@casino/contracts/protection/schemas';
import { endpoints } from '@casino/contracts/registry';
import { WithdrawStatus } from '@casino/contracts/withdrawals/enums';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { control } from '../../control/control-test-support';
import { ownWorld } from '../../plugins/world-parts';
import { WITHDRAWAL_STEP_MS } from '../withdrawals/withdrawals-service';
import { bankApplication, DEMO, signIn } from '../withdrawals/withdrawals-test-support';
import {
  call,
  DAY_MS,
  depositCalls,
  elapse,
  ok,
  protectionApp,
  setLimit,
  signInAgain,
  T0,
} from './protection-test-support';

const iso = (ms: number) => new Date(ms).toISOString();
const withdrawalStatus = (app: FastifyInstance, id: number) =>
  ownWorld(app).sqlite.prepare('SELECT status FROM withdrawals WHERE id = ?').pluck().get(id);

async function withdraw(app: FastifyInstance, token: string, memberId: number, amount: number) {
  return (
    await ok<{ id: number }>(app, endpoints.withdrawApply, bankApplication(app, memberId, { amount }), token)
  ).id;
}

describe('account activity', () => {
  it('sums deposits credited and withdrawals paid, over the lifetime and the last 12 months', async () => {
    const app = await protectionApp();
    const { token, member } = await signIn(app, DEMO);
    // Seeded demo: an opening deposit of 1670 when the world was made (T0), of which 50 was paid
    // out and 120 is pending (fixtures/withdrawals.ts): 1500 cash.
    const paid = await withdraw(app, token, member.id, 100);
    const cancelled = await withdraw(app, token, member.id, 40);
    await ok(app, endpoints.withdrawCancel, { id: cancelled }, token);
    const declined = depositCalls(member.id, 75)[0][2];
    expect(
      (await call(app, endpoints.creditcardDeposit, { ...declined, cardNum: '4000000000000002' }, token))
        .error,
    ).toBe(ApiErrorCode.PAYMENT_DECLINED);
    elapse(app, 4 * WITHDRAWAL_STEP_MS);
    expect(withdrawalStatus(app, paid)).toBe(WithdrawStatus.COMPLETED);
    const first = await ok(app, endpoints.protectionActivity, {}, signInAgain(app, member.id));
    expect(AccountActivitySchema.strict().parse(first)).toEqual({
      currency: 'USD',
      lifetime: { deposits: 1670, withdrawals: 150, netDeposits: 1520 },
      last12Months: { deposits: 1670, withdrawals: 150, netDeposits: 1520 },
      since: iso(T0),
    });

    elapse(app, 400 * DAY_MS);
    const later = signInAgain(app, member.id);
    expect(
      (await call(app, endpoints.creditcardDeposit, depositCalls(member.id, 200)[0][2], later)).error,
    ).toBe(0);
    expect(await ok(app, endpoints.protectionActivity, {}, later)).toEqual({
      currency: 'USD',
      lifetime: { deposits: 1870, withdrawals: 150, netDeposits: 1720 },
      last12Months: { deposits: 200, withdrawals: 0, netDeposits: 200 },
      since: iso(T0),
    });
  });

  it('pays a pending withdrawal during a break, on the clock', async () => {
    const app = await protectionApp();
    const { token, member } = await signIn(app, DEMO);
    const id = await withdraw(app, token, member.id, 250);
    expect(
      (await call(app, endpoints.protectionTakeBreak, { period: 'DAY', confirm: true }, token)).error,
    ).toBe(0);
    expect(withdrawalStatus(app, id)).toBe(WithdrawStatus.PENDING);
    elapse(app, 4 * WITHDRAWAL_STEP_MS);
    expect(withdrawalStatus(app, id)).toBe(WithdrawStatus.COMPLETED);
    // Still on the break: the activity is read through a token opened behind the app's back.
    const activity = await ok(app, endpoints.protectionActivity, {}, signInAgain(app, member.id));
    // 250 now plus the 50 the seed paid out to demo (fixtures/withdrawals.ts).
    expect(activity).toMatchObject({ lifetime: { withdrawals: 300 } });
    expect(
      (await call(app, endpoints.login, { username: DEMO.username, password: DEMO.password, type: 'MEMBER' }))
        .error,
    ).toBe(ApiErrorCode.PROTECTION_BREAK);
  });
});

describe('QA control plane', () => {
  it('lifts a self-exclusion and clears limits, so a test account can be used again; reset forgets it all', async () => {
    const app = await protectionApp();
    const { token, member } = await signIn(app, DEMO);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 10);
    await call(app, endpoints.protectionSelfExclude, { period: 'PERMANENT', confirm: true }, token);
    expect((await control(app, 'POST', '/members/nobody/protection/clear')).status).toBe(404);
    const cleared = await control(app, 'POST', '/members/demo/protection/clear');
    expect(cleared).toMatchObject({ error: 0, data: { username: 'demo', cleared: true } });
    const again = await signIn(app, DEMO);
    expect(await ok(app, endpoints.protectionStatus, {}, again.token)).toMatchObject({
      limits: [],
      block: null,
    });

    await call(app, endpoints.protectionTakeBreak, { period: 'WEEK', confirm: true }, again.token);
    await setLimit(app, signInAgain(app, member.id), 'WAGER', 'DAY', 10);
    expect((await control(app, 'POST', '/reset', {})).error).toBe(0);
    expect(ownWorld(app).sqlite.prepare('SELECT count(*) FROM player_limits').pluck().get()).toBe(0);
    expect(ownWorld(app).sqlite.prepare('SELECT count(*) FROM member_protection').pluck().get()).toBe(0);
    await signIn(app, DEMO);
  });
});
