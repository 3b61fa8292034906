import type { SessionUser } from '@casino/contracts/auth/schemas';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf } from '../../testing/test-app';
import { tokenInfo } from '../auth/auth-test-support';
import { callJson, depositApp, newMember, payByCard } from '../deposits/deposits-test-support';
import { launch, playRound } from '../games/game-test-support';
import { bankApplication, DEMO, moneyApp, signIn } from '../withdrawals/withdrawals-test-support';

/**
 * The money policy through the calls that use it: a deposit adds wagering, real rounds work it
 * off and earn VIP points, the withdrawal obeys it, and the session user carries every figure
 * the cash-out screen shows, adding up to the available balance.
 */

async function sessionUser(app: FastifyInstance, token: string): Promise<SessionUser> {
  const envelope = await tokenInfo(app, token);
  expect(envelope.error).toBe(0);
  return envelope.data as SessionUser;
}

function expectFiguresAddUp(user: SessionUser) {
  expect(user.withdrawableBalance + user.bonusBalance + user.lockedCashBalance).toBeCloseTo(
    user.availableBalance,
    2,
  );
}

const apply = (app: FastifyInstance, token: string, body: unknown) =>
  callJson(app, '/sys/withdraw/apply', body, token);

describe('the money policy', () => {
  it('calls cash held back by wagering locked, not a gift, and refuses its cash-out', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    // The case: cash, no bonus, $50 of wagering left.
    ownWorld(app)
      .db.update(members)
      .set({ cashBalance: 196_000, bonusBalance: 0, rollingAmount: 5_000 })
      .where(eq(members.id, member.id))
      .run();
    const user = await sessionUser(app, token);
    expect(user).toMatchObject({
      availableBalance: 1960,
      withdrawableBalance: 0,
      bonusBalance: 0,
      lockedCashBalance: 1960,
      rollingAmount: 50,
    });
    const refused = await apply(app, token, bankApplication(app, member.id, { amount: 100 }));
    expect(refused).toMatchObject({
      error: ApiErrorCode.WITHDRAW_RULE,
      message: 'You have unfinished bets: wager 50.00 USD more before cashing out',
    });
  });

  it('gives a first deposit its bonus and wagering, shown as bonus and locked cash', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const paid = await payByCard(app, member.id, 40, token);
    expect(paid.error).toBe(0);
    const user = await sessionUser(app, token);
    // 100% of 40 as bonus, to be wagered 50 times.
    expect(user).toMatchObject({
      availableBalance: 80,
      withdrawableBalance: 0,
      bonusBalance: 40,
      lockedCashBalance: 40,
      rollingAmount: 2000,
    });
    expectFiguresAddUp(user);
  });

  it('works wagering off with real stakes, earns VIP points, then frees the cash', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    ownWorld(app).db.update(members).set({ rollingAmount: 3_000 }).where(eq(members.id, member.id)).run();
    const { session } = await launch(app, 1, token);
    const before = await sessionUser(app, token);
    expect(before).toMatchObject({ withdrawableBalance: 0, rollingAmount: 30 });
    expect(before.lockedCashBalance).toBeGreaterThan(0);
    expectFiguresAddUp(before);

    for (let round = 0; round < 2; round++) {
      expect(envelopeOf(await playRound(app, { session, bet: 10 })).error ?? 0).toBe(0);
    }
    const halfway = await sessionUser(app, token);
    // 20 of the 30 wagered; two points at one per 10 wagered.
    expect(halfway).toMatchObject({
      rollingAmount: 10,
      withdrawableBalance: 0,
      vipPoints: before.vipPoints + 2,
    });
    expectFiguresAddUp(halfway);

    await playRound(app, { session, bet: 10 });
    const done = await sessionUser(app, token);
    expect(done).toMatchObject({ rollingAmount: 0, lockedCashBalance: 0, vipPoints: before.vipPoints + 3 });
    expect(done.withdrawableBalance).toBeGreaterThan(0);
    expectFiguresAddUp(done);

    // The withdrawal takes what the session calls withdrawable, and no more.
    const tooMuch = await apply(
      app,
      token,
      bankApplication(app, member.id, { amount: done.withdrawableBalance + 0.01 }),
    );
    expect(tooMuch).toMatchObject({
      error: ApiErrorCode.INSUFFICIENT_BALANCE,
      message: `Insufficient withdrawable balance (${done.withdrawableBalance.toFixed(2)} USD)`,
    });
    const taken = await apply(app, token, bankApplication(app, member.id, { amount: 100 }));
    expect(taken.error).toBe(0);
    const after = await sessionUser(app, token);
    expect(after.withdrawableBalance).toBeCloseTo(done.withdrawableBalance - 100, 2);
    expectFiguresAddUp(after);
  });

  it('answers every figure, all zero, for a member with nothing', async () => {
    const app = await depositApp();
    const { token } = newMember(app);
    expect(await sessionUser(app, token)).toMatchObject({
      availableBalance: 0,
      withdrawableBalance: 0,
      bonusBalance: 0,
      lockedCashBalance: 0,
      rollingAmount: 0,
    });
  });
});
