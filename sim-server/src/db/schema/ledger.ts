import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';

/**
 * Every balance change is one row here, written in the same database transaction as the
 * balance itself (see modules/ledger). Amounts in minor units; `amount` is signed (negative
 * when the balance fell). `reference` makes a credit idempotent: a deposit, a payout or a
 * game round can be posted once only, however often it is polled or called back.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    cashDelta: integer('cash_delta').notNull(),
    bonusDelta: integer('bonus_delta').notNull(),
    /** Available balance (cash + bonus) before and after. */
    balanceBefore: integer('balance_before').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reference: text('reference'),
    note: text('note').notNull().default(''),
    createTime: integer('create_time').notNull(),
  },
  (table) => [
    index('ledger_member_idx').on(table.memberId, table.createTime),
    uniqueIndex('ledger_reference_unique').on(table.reference),
  ],
);
