import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { control } from '../../control/control-test-support';
import { ledgerEntries, members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import {
  DEMO,
  deposit,
  expectBooksBalance,
  moneyApp,
  NEWBIE,
  post,
  signIn,
} from '../withdrawals/withdrawals-test-support';

const rowsOf = (app: FastifyInstance, memberId: number, type: string) =>
  ownWorld(app)
    .db.select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.type, type)))
    .all();

/** Runs the jobs twice over: a payout is made once however often they run. */
const runJobsTwice = (app: FastifyInstance) => {
  ownWorld(app).jobs.runAll();
  ownWorld(app).jobs.runAll();
};

const setLevel = (app: FastifyInstance, memberId: number, vipLevel: number) =>
  ownWorld(app).db.update(members).set({ vipLevel }).where(eq(members.id, memberId)).run();

describe('Monday cashback', () => {
  it("pays each losing member their level's share of the week's net loss, once, after the week ends", async () => {
    const app = await moneyApp(); // Tuesday 2026-03-10, in the week from Monday 2026-03-09
    const demo = await signIn(app, DEMO);
    const newbie = await signIn(app, NEWBIE);
    setLevel(app, demo.member.id, 2); // silver: 8 %
    setLevel(app, newbie.member.id, 1); // bronze: 5 %
    deposit(app, newbie.member.id, 100);
    post(app, demo.member.id, LedgerTransactionType.PROMOTION, 0, 10);
    post(app, demo.member.id, LedgerTransactionType.GAME_BET, -100);
    post(app, demo.member.id, LedgerTransactionType.GAME_WIN, 20);
    post(app, demo.member.id, LedgerTransactionType.GAME_BET, -5, -5); // bonus stakes count too
    post(app, demo.member.id, LedgerTransactionType.GAME_ROLLBACK, 10);
    post(app, newbie.member.id, LedgerTransactionType.GAME_BET, -19.99); // 5 % is under the minimum 1
    ownWorld(app).jobs.runAll();
    expect(rowsOf(app, demo.member.id, LedgerTransactionType.CASHBACK)).toHaveLength(0);

    // Sunday 23:59 UTC: the week has not ended yet.
    ownWorld(app).clock.set(Date.UTC(2026, 2, 15, 23, 59));
    post(app, demo.member.id, LedgerTransactionType.GAME_BET, -10);
    ownWorld(app).jobs.runAll();
    expect(rowsOf(app, demo.member.id, LedgerTransactionType.CASHBACK)).toHaveLength(0);

    // Monday: a bet of the new week does not count.
    ownWorld(app).clock.set(Date.UTC(2026, 2, 16, 0, 0, 30));
    post(app, demo.member.id, LedgerTransactionType.GAME_BET, -500);
    runJobsTwice(app);
    const cashback = rowsOf(app, demo.member.id, LedgerTransactionType.CASHBACK);
    // Net loss 100 - 20 + 10 - 10 + 10 = 90; 8 % = 7.20, into the bonus wallet.
    expect(cashback).toMatchObject([
      { cashDelta: 0, bonusDelta: 720, reference: `cashback:${demo.member.id}:2026-03-09` },
    ]);
    expect(rowsOf(app, newbie.member.id, LedgerTransactionType.CASHBACK)).toHaveLength(0);

    // A week later, the 500 of the second week earns its own cashback.
    ownWorld(app).clock.advance(7 * 24 * 60 * 60 * 1000);
    ownWorld(app).jobs.runAll();
    expect(rowsOf(app, demo.member.id, LedgerTransactionType.CASHBACK).map((row) => row.bonusDelta)).toEqual([
      720, 4000,
    ]);
    expectBooksBalance(app, demo.member.id);
    expectBooksBalance(app, newbie.member.id);
  });

  it('settles weeks the clock jumped over, and nothing for winners or members below bronze', async () => {
    const app = await moneyApp();
    const demo = await signIn(app, DEMO);
    const newbie = await signIn(app, NEWBIE);
    setLevel(app, demo.member.id, 5); // diamond: 20 %
    setLevel(app, newbie.member.id, 0);
    deposit(app, newbie.member.id, 100);
    post(app, newbie.member.id, LedgerTransactionType.GAME_BET, -50);
    post(app, demo.member.id, LedgerTransactionType.GAME_BET, -10);
    ownWorld(app).clock.advance(7 * 24 * 60 * 60 * 1000);
    post(app, demo.member.id, LedgerTransactionType.GAME_BET, -30);
    ownWorld(app).clock.advance(21 * 24 * 60 * 60 * 1000);
    post(app, demo.member.id, LedgerTransactionType.GAME_BET, -1);
    post(app, demo.member.id, LedgerTransactionType.GAME_WIN, 100);
    ownWorld(app).clock.advance(7 * 24 * 60 * 60 * 1000);
    ownWorld(app).jobs.runAll();
    expect(rowsOf(app, demo.member.id, LedgerTransactionType.CASHBACK).map((row) => row.bonusDelta)).toEqual([
      200, 600,
    ]);
    expect(rowsOf(app, newbie.member.id, LedgerTransactionType.CASHBACK)).toHaveLength(0);
  });
});

describe('Friday Fun', () => {
  const friday = Date.UTC(2026, 2, 13, 10);

  it("pays the level's bonus for a Friday deposit reaching the minimum while the cash was low, once a day", async () => {
    const app = await moneyApp();
    const newbie = await signIn(app, NEWBIE);
    const demo = await signIn(app, DEMO);
    setLevel(app, newbie.member.id, 1); // minimum 100, cash below 10, bonus 10
    setLevel(app, demo.member.id, 2); // minimum 150, cash below 20, bonus 20
    ownWorld(app).jobs.runAll();
    // Seeded opening balances and Thursday deposits do not count.
    ownWorld(app).clock.set(Date.UTC(2026, 2, 12, 23, 59));
    deposit(app, newbie.member.id, 100);
    post(app, newbie.member.id, LedgerTransactionType.GAME_BET, -95.01);
    ownWorld(app).clock.set(friday);
    deposit(app, newbie.member.id, 99.99); // under the minimum
    post(app, newbie.member.id, LedgerTransactionType.GAME_BET, -99.99);
    deposit(app, newbie.member.id, 100); // cash before 4.99: earns 10
    post(app, newbie.member.id, LedgerTransactionType.GAME_BET, -100);
    deposit(app, newbie.member.id, 300); // same Friday: no second bonus
    deposit(app, demo.member.id, 500); // demo's cash is far above 20
    runJobsTwice(app);
    const paid = rowsOf(app, newbie.member.id, LedgerTransactionType.FRIDAY_FUN);
    expect(paid).toMatchObject([
      { cashDelta: 0, bonusDelta: 1000, reference: `fridayfun:${newbie.member.id}:2026-03-13` },
    ]);
    expect(rowsOf(app, demo.member.id, LedgerTransactionType.FRIDAY_FUN)).toHaveLength(0);

    // Saturday: nothing; the next Friday: again.
    post(app, newbie.member.id, LedgerTransactionType.GAME_BET, -300);
    ownWorld(app).clock.set(Date.UTC(2026, 2, 14, 10));
    deposit(app, newbie.member.id, 100);
    post(app, newbie.member.id, LedgerTransactionType.GAME_BET, -100);
    ownWorld(app).clock.set(Date.UTC(2026, 2, 20, 9));
    deposit(app, newbie.member.id, 150);
    ownWorld(app).jobs.runAll();
    expect(
      rowsOf(app, newbie.member.id, LedgerTransactionType.FRIDAY_FUN).map((row) => row.reference),
    ).toEqual([`fridayfun:${newbie.member.id}:2026-03-13`, `fridayfun:${newbie.member.id}:2026-03-20`]);
    expectBooksBalance(app, newbie.member.id);
  });

  it('pays nothing for a balance QA sets on a Friday, even booked as a deposit', async () => {
    const app = await moneyApp();
    const newbie = await signIn(app, NEWBIE);
    setLevel(app, newbie.member.id, 1); // minimum 100, cash below 10, bonus 10
    ownWorld(app).jobs.runAll();
    ownWorld(app).clock.set(friday);
    // Scenarios book a member's opening cash as a deposit (cashEntryType DEPOSIT, a `qa:` row).
    const set = await control(app, 'PATCH', '/members/newbie', {
      cashBalance: 100,
      cashEntryType: 'DEPOSIT',
    });
    expect(set.status).toBe(200);
    expect(rowsOf(app, newbie.member.id, LedgerTransactionType.DEPOSIT).at(-1)?.reference).toMatch(/^qa:/);
    ownWorld(app).jobs.runAll();
    expect(rowsOf(app, newbie.member.id, LedgerTransactionType.FRIDAY_FUN)).toHaveLength(0);

    // A real deposit the same Friday, with the cash low again, still earns the day's bonus.
    post(app, newbie.member.id, LedgerTransactionType.GAME_BET, -100);
    deposit(app, newbie.member.id, 100);
    ownWorld(app).jobs.runAll();
    expect(rowsOf(app, newbie.member.id, LedgerTransactionType.FRIDAY_FUN)).toHaveLength(1);
    expectBooksBalance(app, newbie.member.id);
  });
});
