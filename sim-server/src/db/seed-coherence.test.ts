import { NewsType } from '@casino/contracts/news/enums';
import { WithdrawStatus } from '@casino/contracts/withdrawals/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toMinor } from '../modules/ledger/money';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp } from '../testing/test-app';
import { members, news, withdrawals } from './schema/index';

/** Which withdrawal statuses a news sentence may speak of. */
const STATUSES_OF_WORDS: [RegExp, number[]][] = [
  [/was paid/, [WithdrawStatus.PAID, WithdrawStatus.COMPLETED]],
  [/is being processed/, [WithdrawStatus.PENDING, WithdrawStatus.PASSED, WithdrawStatus.PAYING]],
];

/**
 * The seed data tells one story. Every seeded news item points at something that
 * exists: a withdrawal of that amount, currency and status in the member's cash-out history,
 * or invited friends for an invitation item.
 */
describe('seed data agrees with itself', () => {
  it('every seeded news item points at something that exists', async () => {
    const app = await createTestApp();
    const items = ownWorld(app).db.select().from(news).all();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const member = ownWorld(app).db.select().from(members).where(eq(members.id, item.memberId)).get();
      expect(member, `member of news ${item.id}`).toBeDefined();
      if (item.type === NewsType.SHARE) {
        expect(member?.childCount, item.message).toBeGreaterThan(0);
        continue;
      }
      const amount = /(\d+\.\d{2}) ([A-Z]{3})/.exec(item.message);
      expect(amount, item.message).not.toBeNull();
      const statuses = STATUSES_OF_WORDS.find(([words]) => words.test(item.message))?.[1];
      expect(statuses, item.message).toBeDefined();
      const match = ownWorld(app)
        .db.select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, item.memberId))
        .all()
        .find(
          (row) =>
            row.amount === toMinor(Number(amount?.[1])) &&
            row.currency === amount?.[2] &&
            statuses?.includes(row.status),
        );
      expect(match, item.message).toBeDefined();
    }
  });
});
