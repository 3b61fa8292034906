import type { Outcome } from '@casino/contracts/control/scenario';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { WithdrawStatus, type WithdrawStatusValue } from '@casino/contracts/withdrawals/enums';
import { seedWithdrawalOrders } from '@casino/fixtures/withdrawals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf, postForm, postJson } from '../../testing/test-app';
import { withdrawalReference } from './withdrawal-ledger';
import { advanceWithdrawal } from './withdrawal-lifecycle';
import { WITHDRAWAL_STEP_MS } from './withdrawals-service';
import {
  balances,
  bankApplication,
  DEMO,
  expectBooksBalance,
  moneyApp,
  NEWBIE,
  newsOf,
  signIn,
} from './withdrawals-test-support';

async function applied(app: FastifyInstance, token: string, memberId: number, amount = 100) {
  const body = envelopeOf(
    await postJson(app, '/sys/withdraw/apply', bankApplication(app, memberId, { amount }), token),
  );
  expect(body.error).toBe(0);
  return (body.data as { id: number }).id;
}

const rollbacks = (app: FastifyInstance, id: number) =>
  ownWorld(app)
    .db.select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, withdrawalReference(id, 'rollback')))
    .all();

/** Moves the clock by `steps` automatic steps and runs the jobs. */
function elapse(app: FastifyInstance, steps: number) {
  ownWorld(app).clock.advance(steps * WITHDRAWAL_STEP_MS);
  ownWorld(app).jobs.runAll();
}

describe('withdrawal history', () => {
  it('pages the caller own withdrawals, newest first, and refuses another member id', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    const ids: number[] = [];
    for (const amount of [30, 40, 50]) {
      ids.push(await applied(app, token, member.id, amount));
      ownWorld(app).clock.advance(1000);
    }
    const page = envelopeOf(
      await postJson(
        app,
        '/sys/withdraw/listPage',
        { memberId: member.id, pageNum: 1, pageSize: 20, createTime_0: 'DESC' },
        token,
      ),
    );
    // Demo's seeded cash-outs (the ones its seeded news speak of) are in the history too.
    const seeded = seedWithdrawalOrders.filter((order) => order.username === DEMO.username).length;
    expect(page.data).toMatchObject({ number: 1, size: 20, totalElements: 3 + seeded, last: true });
    const content = (page.data as { content: { id: number; amount: number; currency: string }[] }).content;
    expect(content.map((row) => row.id).filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    expect(content.find((row) => row.id === ids[2])).toMatchObject({
      amount: 50,
      currency: 'USD',
      status: 0,
    });

    const other = await signIn(app, NEWBIE);
    const refused = await postJson(app, '/sys/withdraw/listPage', { memberId: member.id }, other.token);
    expect(envelopeOf(refused).error).toBe(ApiErrorCode.FORBIDDEN);
    const own = envelopeOf(
      await postJson(app, '/sys/withdraw/listPage', { memberId: other.member.id }, other.token),
    );
    expect(own.data).toMatchObject({ content: [], totalElements: 0 });
    expect(envelopeOf(await postJson(app, '/sys/withdraw/listPage', {})).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
  });
});

describe('cancelling', () => {
  it('cancels a pending withdrawal of the owner once and gives the funds back once', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    const id = await applied(app, token, member.id);
    const other = await signIn(app, NEWBIE);
    expect(
      envelopeOf(await postForm(app, '/sys/withdraw/cancel', { id: String(id) }, other.token)).error,
    ).toBe(ApiErrorCode.FORBIDDEN);
    expect(envelopeOf(await postForm(app, '/sys/withdraw/cancel', { id: String(id) })).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
    const cancelled = envelopeOf(await postForm(app, '/sys/withdraw/cancel', { id: String(id) }, token));
    expect(cancelled).toMatchObject({ error: 0, data: { id, status: WithdrawStatus.CANCELLED } });
    const again = envelopeOf(await postForm(app, '/sys/withdraw/cancel', { id: String(id) }, token));
    expect(again.error).toBe(ApiErrorCode.WITHDRAW_RULE);
    expect(rollbacks(app, id)).toHaveLength(1);
    expect(balances(app, member.id).cash).toBe(150000);
    expect(newsOf(app, member.id).at(-1)?.message).toMatch(/cancelled; the funds are back/);
    expect(envelopeOf(await postForm(app, '/sys/withdraw/cancel', { id: '99999' }, token)).error).toBe(
      ApiErrorCode.NOT_FOUND,
    );
    expectBooksBalance(app, member.id);
  });

  it('cannot cancel once the withdrawal has passed review', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    const id = await applied(app, token, member.id);
    elapse(app, 1);
    expect(envelopeOf(await postForm(app, '/sys/withdraw/cancel', { id: String(id) }, token)).error).toBe(
      ApiErrorCode.WITHDRAW_RULE,
    );
    expect(balances(app, member.id).cash).toBe(140000);
  });
});

describe('progression on the clock', () => {
  /** The status of the member's newest application (not the seeded cash-outs). */
  const statusOf = async (app: FastifyInstance, token: string) => {
    const page = envelopeOf(await postJson(app, '/sys/withdraw/listPage', {}, token));
    const rows = (page.data as { content: { id: number; status: number }[] }).content;
    return rows.reduce((newest, row) => (row.id > newest.id ? row : newest)).status;
  };

  it('completes by default, one step every few minutes, with a news item for each', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    await applied(app, token, member.id);
    const seen: (number | undefined)[] = [];
    for (let step = 0; step < 5; step++) {
      elapse(app, 1);
      seen.push(await statusOf(app, token));
    }
    expect(seen).toEqual([20, 29, 30, 40, 40]);
    // The seed gives demo a few news items of its own; ours are the last five.
    expect(
      newsOf(app, member.id)
        .slice(-5)
        .map((item) => item.message.replace(/.*100.00 USD /, '')),
    ).toEqual([
      'is pending review',
      'was approved and is waiting for payment',
      'is being paid',
      'has been paid',
      'is completed',
    ]);
    expect(balances(app, member.id).cash).toBe(140000);
    expectBooksBalance(app, member.id);
  });

  const endings: [Outcome, WithdrawStatusValue, number][] = [
    ['failed', WithdrawStatus.FAILED, 3],
    ['cancelled', WithdrawStatus.REJECTED, 1],
    ['expired', WithdrawStatus.REJECTED, 1],
  ];
  for (const [outcome, endStatus, steps] of endings) {
    it(`a QA rule '${outcome}' ends it ${endStatus} and refunds once`, async () => {
      const app = await moneyApp();
      const { token, member } = await signIn(app, DEMO);
      ownWorld(app).outcomeRules.add({
        target: 'withdrawal',
        method: 'BANK_CARD',
        memberId: member.id,
        remaining: 1,
        outcome,
        delayMs: null,
        afterPolls: null,
      });
      const id = await applied(app, token, member.id);
      elapse(app, steps - 1);
      expect(await statusOf(app, token)).not.toBe(endStatus);
      elapse(app, 1);
      expect(await statusOf(app, token)).toBe(endStatus);
      elapse(app, 10);
      expect(rollbacks(app, id)).toHaveLength(1);
      expect(balances(app, member.id).cash).toBe(150000);
      expect(newsOf(app, member.id).at(-1)?.message).toMatch(/the funds are back/);
      expectBooksBalance(app, member.id);
    });
  }

  it("stays pending under a 'never' rule until advanced by hand", async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    ownWorld(app).outcomeRules.add({
      target: 'withdrawal',
      method: '*',
      memberId: null,
      remaining: 1,
      outcome: 'never',
      delayMs: null,
      afterPolls: null,
    });
    const id = await applied(app, token, member.id);
    elapse(app, 20);
    expect(await statusOf(app, token)).toBe(WithdrawStatus.PENDING);
    const now = ownWorld(app).clock.now();
    expect(() => advanceWithdrawal(ownWorld(app).db, id, WithdrawStatus.FAILED, now)).toThrow(
      /cannot become failed/,
    );
    advanceWithdrawal(ownWorld(app).db, id, WithdrawStatus.PAID, now);
    expect(() => advanceWithdrawal(ownWorld(app).db, id, WithdrawStatus.PASSED, now)).toThrow(
      /cannot become passed/,
    );
    expect(() => advanceWithdrawal(ownWorld(app).db, id, WithdrawStatus.CANCELLED, now)).toThrow();
    advanceWithdrawal(ownWorld(app).db, id, WithdrawStatus.FAILED, now);
    expect(() => advanceWithdrawal(ownWorld(app).db, id, WithdrawStatus.COMPLETED, now)).toThrow();
    expect(() => advanceWithdrawal(ownWorld(app).db, id, WithdrawStatus.REJECTED, now)).toThrow();
    expect(rollbacks(app, id)).toHaveLength(1);
    expect(balances(app, member.id).cash).toBe(150000);
    expectBooksBalance(app, member.id);
  });
});
