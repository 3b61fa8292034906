import type { Paged } from '@casino/contracts/core/envelope';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import type { LedgerTransaction } from '@casino/contracts/transactions/schemas';
import { describe, expect, it } from 'vitest';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf, postJson } from '../../testing/test-app';
import { DEMO, moneyApp, NEWBIE, post, signIn } from '../withdrawals/withdrawals-test-support';

const historyQuery = { amount_GT: 0, pageNum: 1, pageSize: 20, createTime_0: 'DESC' };

describe('transaction history', () => {
  it('lists the caller rows newest first, sizes as amounts, balances in major units, zero rows left out', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, NEWBIE);
    const steps: [keyof typeof LedgerTransactionType, number, number][] = [
      ['DEPOSIT', 100, 0],
      ['GAME_BET', -2.5, 0],
      ['GAME_WIN', 0, 0],
      ['GAME_WIN', 10.25, 0],
      ['PROMOTION', 0, 5],
    ];
    for (const [type, cash, bonus] of steps) {
      post(app, member.id, LedgerTransactionType[type], cash, bonus);
      ownWorld(app).clock.advance(1000);
    }
    const body = envelopeOf(await postJson(app, '/sys/member/transaction/page', historyQuery, token));
    expect(body.error).toBe(0);
    const page = body.data as Paged<LedgerTransaction>;
    expect(page).toMatchObject({ number: 1, size: 20, totalElements: 4, last: true });
    expect(
      page.content.map(({ type, amount, balanceBefore, balanceAfter }) => ({
        type,
        amount,
        balanceBefore,
        balanceAfter,
      })),
    ).toEqual([
      { type: 'PROMOTION', amount: 5, balanceBefore: 107.75, balanceAfter: 112.75 },
      { type: 'GAME_WIN', amount: 10.25, balanceBefore: 97.5, balanceAfter: 107.75 },
      { type: 'GAME_BET', amount: 2.5, balanceBefore: 100, balanceAfter: 97.5 },
      { type: 'DEPOSIT', amount: 100, balanceBefore: 0, balanceAfter: 100 },
    ]);
    const createTimes = page.content.map((row) => row.createTime);
    expect([...createTimes].sort().reverse()).toEqual(createTimes);
  });

  it('filters by type and by the size of the change, and pages by 20', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, NEWBIE);
    post(app, member.id, LedgerTransactionType.DEPOSIT, 1000);
    for (let round = 1; round <= 25; round++) {
      post(app, member.id, LedgerTransactionType.GAME_BET, -round);
      ownWorld(app).clock.advance(10);
    }
    const bets = envelopeOf(
      await postJson(app, '/sys/member/transaction/page', { ...historyQuery, type: 'GAME_BET' }, token),
    ).data as Paged<LedgerTransaction>;
    expect(bets).toMatchObject({ totalElements: 25, last: false });
    expect(bets.content).toHaveLength(20);
    expect(bets.content[0]?.amount).toBe(25);
    const second = envelopeOf(
      await postJson(
        app,
        '/sys/member/transaction/page',
        { ...historyQuery, type: 'GAME_BET', pageNum: 2 },
        token,
      ),
    ).data as Paged<LedgerTransaction>;
    expect(second.content.map((row) => row.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(second.last).toBe(true);
    const big = envelopeOf(
      await postJson(app, '/sys/member/transaction/page', { amount_GT: 22, amount_0: 'ASC' }, token),
    ).data as Paged<LedgerTransaction>;
    expect(big.content.map((row) => row.amount)).toEqual([23, 24, 25, 1000]);
  });

  it('shows only the caller own rows and needs a token', async () => {
    const app = await moneyApp();
    const demo = await signIn(app, DEMO);
    const newbie = await signIn(app, NEWBIE);
    post(app, demo.member.id, LedgerTransactionType.GAME_BET, -7);
    const page = envelopeOf(await postJson(app, '/sys/member/transaction/page', historyQuery, newbie.token))
      .data as Paged<LedgerTransaction>;
    expect(page.totalElements).toBe(0);
    expect(envelopeOf(await postJson(app, '/sys/member/transaction/page', historyQuery)).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
  });
});
