import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { NewsStatus, NewsType } from '@casino/contracts/news/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inviteConfigs, ledgerEntries, members, news } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postForm, postJson } from '../../testing/test-app';
import { ledgerTotals } from '../ledger/ledger-service';
import { seedInvites } from './invites-seed';
import { signInNewMember } from './member-for-tests';

/** Ids of the seeded tiers by their person count. */
function tierIds(app: FastifyInstance): Map<number, number> {
  const rows = ownWorld(app).db.select().from(inviteConfigs).orderBy(asc(inviteConfigs.personCount)).all();
  return new Map(rows.map((row) => [row.personCount, row.id]));
}

function redeem(app: FastifyInstance, token: string, memberId: number, inviteConfigId: number | undefined) {
  return postForm(
    app,
    '/sys/member/receiveInviteBonus',
    { id: String(memberId), inviteConfigId: String(inviteConfigId) },
    token,
  );
}

describe('invite tiers', () => {
  it('lists the tiers by person count, amounts in major units', async () => {
    const app = await createTestApp();
    const tiers = envelopeOf(await postJson(app, '/base/inviteConfig/listAll', { personCount_0: 'ASC' }))
      .data as {
      personCount: number;
      bonusAmount: number;
    }[];
    expect(tiers.map((tier) => tier.personCount)).toEqual([1, 3, 5, 10, 20, 50]);
    expect(tiers[0]).toMatchObject({ personCount: 1, bonusAmount: 5 });
  });

  it('filters amounts in major units and refuses unknown fields', async () => {
    const app = await createTestApp();
    const big = envelopeOf(await postJson(app, '/base/inviteConfig/listAll', { bonusAmount_GT: 40 }))
      .data as {
      personCount: number;
    }[];
    expect(big.map((tier) => tier.personCount)).toEqual([10, 20, 50]);
    expect(envelopeOf(await postJson(app, '/base/inviteConfig/listAll', { currency: 'USD' })).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('member invite standing', () => {
  it('answers id, childCount and treasureIndex of the caller', async () => {
    const app = await createTestApp();
    const { member, token } = signInNewMember(app, { childCount: 4 });
    const body = envelopeOf(await postForm(app, '/sys/member/getMember', { id: String(member.id) }, token));
    expect(body.data).toEqual({ id: member.id, childCount: 4, treasureIndex: 0 });
  });

  it('refuses another member, no token and a malformed id', async () => {
    const app = await createTestApp();
    const { token } = signInNewMember(app);
    const other = signInNewMember(app);
    const id = String(other.member.id);
    expect(envelopeOf(await postForm(app, '/sys/member/getMember', { id }, token)).error).toBe(
      ApiErrorCode.FORBIDDEN,
    );
    expect(envelopeOf(await postForm(app, '/sys/member/getMember', { id })).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
    expect(envelopeOf(await postForm(app, '/sys/member/getMember', { id: '-3' }, token)).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('redeeming an invite tier', () => {
  it('pays a reached tier once into the bonus wallet, moves treasureIndex and writes a share notice', async () => {
    const app = await createTestApp();
    const { member, token } = signInNewMember(app, { childCount: 4, currency: 'EUR' });
    const tiers = tierIds(app);
    expect(envelopeOf(await redeem(app, token, member.id, tiers.get(1)))).toMatchObject({
      error: ApiErrorCode.OK,
      data: null,
    });
    const after = ownWorld(app).db.select().from(members).where(eq(members.id, member.id)).get();
    expect(after).toMatchObject({ bonusBalance: 500, cashBalance: 0, treasureIndex: 1 });
    expect(ledgerTotals(ownWorld(app).db, member.id)).toEqual({ cash: 0, bonus: 500 });
    const rows = ownWorld(app)
      .db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, member.id))
      .all();
    expect(rows).toMatchObject([{ type: 'INVITE_AWARD', bonusDelta: 500, cashDelta: 0 }]);
    const notices = ownWorld(app).db.select().from(news).where(eq(news.memberId, member.id)).all();
    expect(notices).toMatchObject([{ type: NewsType.SHARE, status: NewsStatus.UNREAD }]);
    expect(notices[0]?.message).toContain('5.00 EUR');

    const again = envelopeOf(await redeem(app, token, member.id, tiers.get(1)));
    expect(again.error).toBe(ApiErrorCode.BONUS_ALREADY_TAKEN);
    // The next reached tier is still open.
    expect(envelopeOf(await redeem(app, token, member.id, tiers.get(3))).error).toBe(ApiErrorCode.OK);
    expect(ledgerTotals(ownWorld(app).db, member.id).bonus).toBe(2500);
  });

  it('refuses a tier not reached yet, and a lower tier once a higher one is taken', async () => {
    const app = await createTestApp();
    const { member, token } = signInNewMember(app, { childCount: 4 });
    const tiers = tierIds(app);
    expect(envelopeOf(await redeem(app, token, member.id, tiers.get(5))).error).toBe(
      ApiErrorCode.BONUS_NOT_EARNED,
    );
    expect(envelopeOf(await redeem(app, token, member.id, tiers.get(3))).error).toBe(ApiErrorCode.OK);
    expect(envelopeOf(await redeem(app, token, member.id, tiers.get(1))).error).toBe(
      ApiErrorCode.BONUS_ALREADY_TAKEN,
    );
    expect(ledgerTotals(ownWorld(app).db, member.id).bonus).toBe(2000);
  });

  it('pays exactly once when two redeems arrive together', async () => {
    const app = await createTestApp();
    const { member, token } = signInNewMember(app, { childCount: 3 });
    const tier = tierIds(app).get(3);
    const answers = await Promise.all([
      redeem(app, token, member.id, tier),
      redeem(app, token, member.id, tier),
    ]);
    expect(answers.map((answer) => envelopeOf(answer).error).sort()).toEqual([
      ApiErrorCode.OK,
      ApiErrorCode.BONUS_ALREADY_TAKEN,
    ]);
    const awards = ownWorld(app)
      .db.select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.type, 'INVITE_AWARD')))
      .all();
    expect(awards).toHaveLength(1);
    expect(ledgerTotals(ownWorld(app).db, member.id).bonus).toBe(2000);
  });

  it("refuses another member's id, a missing tier and a call without token", async () => {
    const app = await createTestApp();
    const { member, token } = signInNewMember(app, { childCount: 50 });
    const other = signInNewMember(app, { childCount: 50 });
    const tier = tierIds(app).get(1);
    expect(envelopeOf(await redeem(app, token, other.member.id, tier)).error).toBe(ApiErrorCode.FORBIDDEN);
    expect(envelopeOf(await redeem(app, token, member.id, 9999)).error).toBe(ApiErrorCode.NOT_FOUND);
    const anonymous = await postForm(app, '/sys/member/receiveInviteBonus', {
      id: String(member.id),
      inviteConfigId: String(tier),
    });
    expect(envelopeOf(anonymous).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect(
      envelopeOf(await postForm(app, '/sys/member/receiveInviteBonus', { id: String(member.id) }, token))
        .error,
    ).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(ledgerTotals(ownWorld(app).db, other.member.id).bonus).toBe(0);
  });
});

describe('invites seed', () => {
  it('seeds the tiers and gives the demo member invited players', async () => {
    const app = await createTestApp({ seed: false });
    const { member } = signInNewMember(app, { username: 'demo' });
    ownWorld(app).db.transaction((tx) =>
      seedInvites(tx, {
        now: ownWorld(app).clock.now(),
        siteName: 'Site',
        siteDomain: 'site.example',
        seed: 1,
        gameCount: 320,
      }),
    );
    expect(tierIds(app).size).toBe(6);
    expect(ownWorld(app).db.select().from(members).where(eq(members.id, member.id)).get()?.childCount).toBe(
      4,
    );
  });
});
