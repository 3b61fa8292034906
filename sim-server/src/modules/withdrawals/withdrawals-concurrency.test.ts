import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf, postJson } from '../../testing/test-app';
import {
  balances,
  bankApplication,
  DEMO,
  expectBooksBalance,
  moneyApp,
  signIn,
} from './withdrawals-test-support';

describe('concurrent withdrawals', () => {
  it('never hold more than the balance under 50 parallel applications', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    const seededHolds = new Set(
      ownWorld(app)
        .db.select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.type, LedgerTransactionType.WITHDRAW)),
        )
        .all()
        .map((row) => row.id),
    );
    // 1500.00 cash; 50 applications of 70.00 each ask for 3500.00.
    const application = bankApplication(app, member.id, { amount: 70 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postJson(app, '/sys/withdraw/apply', application, token).then(envelopeOf),
      ),
    );
    const accepted = answers.filter((answer) => answer.error === 0);
    const refused = answers.filter((answer) => answer.error !== 0);
    expect(accepted).toHaveLength(21);
    expect(refused.every((answer) => answer.error === ApiErrorCode.INSUFFICIENT_BALANCE)).toBe(true);

    const holds = ownWorld(app)
      .db.select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.type, LedgerTransactionType.WITHDRAW)),
      )
      .all();
    // Demo's seeded cash-outs (withdrawals seed) held their amounts before; ours are the rest.
    const held = holds.filter((row) => !seededHolds.has(row.id)).reduce((sum, row) => sum - row.cashDelta, 0);
    expect(held).toBe(21 * 7000);
    expect(held).toBeLessThanOrEqual(150000);
    expect(balances(app, member.id).cash).toBe(150000 - held);
    expect(balances(app, member.id).cash).toBeGreaterThanOrEqual(0);
    expectBooksBalance(app, member.id);
  });
});
