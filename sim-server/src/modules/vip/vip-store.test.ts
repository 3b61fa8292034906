import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf, postForm, postJson } from '../../testing/test-app';
import {
  balances,
  DEMO,
  expectBooksBalance,
  moneyApp,
  NEWBIE,
  signIn,
} from '../withdrawals/withdrawals-test-support';

const redeem = async (app: Awaited<ReturnType<typeof moneyApp>>, id: number, token?: string) =>
  envelopeOf(await postForm(app, '/sys/vipStore/redeem', { id: String(id) }, token));

describe('VIP store', () => {
  it('lists packages by level and points, ascending', async () => {
    const app = await moneyApp();
    const { token } = await signIn(app, DEMO);
    const body = envelopeOf(
      await postJson(app, '/base/vipStore/listAll', { level_0: 'ASC', points_1: 'ASC' }, token),
    );
    const packages = body.data as { level: number; points: number; bonus: number }[];
    expect(packages).toHaveLength(8);
    expect(packages[0]).toEqual({ id: 1, level: 10, points: 100, bonus: 1 });
    const keys = packages.map((item) => item.level * 1e6 + item.points);
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
    expect(envelopeOf(await postJson(app, '/base/vipStore/listAll', {})).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
  });

  it('redeems at or below the level, spends vipPoints only and pays a REDEEM bonus', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    ownWorld(app)
      .db.update(members)
      .set({ vipLevel: 2, vipPoints: 620, vipLifeTimePoints: 3000 })
      .where(eq(members.id, member.id))
      .run();
    const before = balances(app, member.id);
    const body = await redeem(app, 3, token);
    expect(body).toMatchObject({
      error: 0,
      data: { packageId: 3, pointsSpent: 500, bonus: 6, vipPoints: 120 },
    });
    const after = balances(app, member.id);
    expect(after).toMatchObject({ cash: before.cash, bonus: before.bonus + 600, vipPoints: 120 });
    const row = ownWorld(app).db.select().from(members).where(eq(members.id, member.id)).get();
    expect(row?.vipLifeTimePoints).toBe(3000);
    const redeemRows = ownWorld(app)
      .db.select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.type, LedgerTransactionType.REDEEM)))
      .all();
    expect(redeemRows).toMatchObject([{ cashDelta: 0, bonusDelta: 600 }]);

    const short = await redeem(app, 2, token);
    expect(short).toMatchObject({
      error: ApiErrorCode.NOT_ENOUGH_POINTS,
      message: expect.stringContaining('300'),
    });
    const tooHigh = await redeem(app, 5, token);
    expect(tooHigh).toMatchObject({
      error: ApiErrorCode.VIP_LEVEL_TOO_LOW,
      message: expect.stringContaining('Gold'),
    });
    expect((await redeem(app, 99, token)).error).toBe(ApiErrorCode.NOT_FOUND);
    expect((await redeem(app, 1)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect(balances(app, member.id).vipPoints).toBe(120);
    expectBooksBalance(app, member.id);
  });

  it('maps store levels to badges: platinum reaches gold, diamond needs the diamond badge', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, NEWBIE);
    ownWorld(app)
      .db.update(members)
      .set({ vipLevel: 4, vipPoints: 30000 })
      .where(eq(members.id, member.id))
      .run();
    expect((await redeem(app, 6, token)).error).toBe(0);
    expect((await redeem(app, 7, token)).error).toBe(ApiErrorCode.VIP_LEVEL_TOO_LOW);
    ownWorld(app).db.update(members).set({ vipLevel: 5 }).where(eq(members.id, member.id)).run();
    expect((await redeem(app, 8, token)).error).toBe(0);
    ownWorld(app).db.update(members).set({ vipLevel: 0 }).where(eq(members.id, member.id)).run();
    expect((await redeem(app, 1, token)).error).toBe(ApiErrorCode.VIP_LEVEL_TOO_LOW);
    expect(balances(app, member.id)).toMatchObject({ vipPoints: 30000 - 4000 - 15000, bonus: 6000 + 26000 });
    expectBooksBalance(app, member.id);
  });

  it('never spends the same points twice under parallel redeems', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    ownWorld(app)
      .db.update(members)
      .set({ vipLevel: 2, vipPoints: 620 })
      .where(eq(members.id, member.id))
      .run();
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(app, 2, token)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(2);
    expect(balances(app, member.id).vipPoints).toBe(20);
    expectBooksBalance(app, member.id);
  });
});
