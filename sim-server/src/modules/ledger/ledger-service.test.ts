import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { members } from '../../db/schema/index';
import { seedDatabase } from '../../db/seed';
import { ledgerTotals, postLedgerEntry, splitStake } from './ledger-service';

function seeded() {
  const opened = openDatabase(':memory:');
  seedDatabase(opened.db, 1_000);
  const demo = opened.db.select().from(members).where(eq(members.username, 'demo')).get()!;
  return { ...opened, demo };
}

describe('ledger service', () => {
  it('moves the wallets and writes a row with balances before and after', () => {
    const { db, demo } = seeded();
    const row = postLedgerEntry(db, {
      memberId: demo.id,
      type: LedgerTransactionType.GAME_BET,
      cashDelta: -500,
      bonusDelta: 0,
      now: 2_000,
    });
    expect(row).toMatchObject({ amount: -500, balanceBefore: 150_000, balanceAfter: 149_500 });
    expect(db.select().from(members).where(eq(members.id, demo.id)).get()?.cashBalance).toBe(149_500);
  });

  it('posts a reference once only', () => {
    const { db, demo } = seeded();
    const posting = {
      memberId: demo.id,
      type: LedgerTransactionType.DEPOSIT,
      cashDelta: 1_000,
      bonusDelta: 0,
      reference: 'deposit:1',
      now: 2_000,
    };
    expect(postLedgerEntry(db, posting)).not.toBeNull();
    expect(postLedgerEntry(db, posting)).toBeNull();
    expect(db.select().from(members).where(eq(members.id, demo.id)).get()?.cashBalance).toBe(151_000);
  });

  it('never takes a wallet below zero', () => {
    const { db, demo } = seeded();
    expect(() =>
      postLedgerEntry(db, {
        memberId: demo.id,
        type: LedgerTransactionType.GAME_BET,
        cashDelta: -150_001,
        bonusDelta: 0,
        now: 1,
      }),
    ).toThrow(expect.objectContaining({ code: ApiErrorCode.INSUFFICIENT_BALANCE }));
  });

  it('takes stakes from cash first, then bonus', () => {
    const { db, demo } = seeded();
    postLedgerEntry(db, {
      memberId: demo.id,
      type: LedgerTransactionType.GIFT,
      cashDelta: 0,
      bonusDelta: 1_000,
      now: 1,
    });
    expect(splitStake(db, demo.id, 150_500)).toEqual({ cashDelta: -150_000, bonusDelta: -500 });
    expect(() => splitStake(db, demo.id, 151_001)).toThrow();
  });

  it('keeps balances equal to the sum of the ledger, seeded money included', () => {
    const { db, demo } = seeded();
    postLedgerEntry(db, {
      memberId: demo.id,
      type: LedgerTransactionType.GIFT,
      cashDelta: 0,
      bonusDelta: 700,
      now: 1,
    });
    postLedgerEntry(db, {
      memberId: demo.id,
      type: LedgerTransactionType.GAME_BET,
      cashDelta: -300,
      bonusDelta: -200,
      now: 2,
    });
    const member = db.select().from(members).where(eq(members.id, demo.id)).get()!;
    expect(ledgerTotals(db, demo.id)).toEqual({ cash: member.cashBalance, bonus: member.bonusBalance });
  });
});
