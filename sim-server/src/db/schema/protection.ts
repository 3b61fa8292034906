import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';

/**
 * Player protection (ours): limits, the reality-check interval and any break or
 * self-exclusion. Amounts in minor units, times in epoch ms of the simulator clock.
 */

/**
 * One limit per member, kind (DEPOSIT, LOSS, WAGER) and period (DAY, WEEK, MONTH). A higher
 * amount or a removal waits for the cooling-off period: it sits in the pending columns until
 * `pending_effective_time`, and is applied (persisted) by the first read or check after it.
 */
export const playerLimits = sqliteTable(
  'player_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['DEPOSIT', 'LOSS', 'WAGER'] }).notNull(),
    period: text('period', { enum: ['DAY', 'WEEK', 'MONTH'] }).notNull(),
    /** The amount in force. */
    amount: integer('amount').notNull(),
    /** The waiting amount; null with a pending time set means a waiting removal. */
    pendingAmount: integer('pending_amount'),
    /** When the waiting change applies; null when nothing waits. */
    pendingEffectiveTime: integer('pending_effective_time'),
    updateTime: integer('update_time').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind, table.period] })],
);

/**
 * The member's other protection settings, one row once any was set: the reality-check interval
 * and its last acknowledgement, and the current (or last) break or self-exclusion.
 */
export const memberProtection = sqliteTable('member_protection', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  /** 0 (off), 10, 20, 30 or 60. */
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  /** The last "Continue" on a reality check. */
  realityCheckAckTime: integer('reality_check_ack_time'),
  /** BREAK or SELF_EXCLUSION; null when none was ever taken (or QA lifted it). */
  blockKind: text('block_kind', { enum: ['BREAK', 'SELF_EXCLUSION'] }),
  /** The period chosen (DAY... for a break, SIX_MONTHS... for a self-exclusion). */
  blockPeriod: text('block_period'),
  blockStartTime: integer('block_start_time'),
  /** When it ends; null with a kind set means a permanent self-exclusion. */
  blockEndTime: integer('block_end_time'),
  updateTime: integer('update_time').notNull(),
});
