import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';

/**
 * Cash-out, identity documents, the VIP store and the bookkeeping of the weekly and daily
 * bonus jobs (spec 02). Money in minor units, times in epoch ms, file ids comma-joined.
 */

/** Cash-out methods the form offers (BANK_CARD, PAYPAL...). */
export const cashoutPaymentMethods = sqliteTable('cashout_payment_methods', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  enabled: integer('enabled').notNull().default(1),
  sortIndex: integer('sort_index').notNull().default(0),
});

/**
 * One withdrawal. Its funds were held (a WITHDRAW ledger row) when it was applied for and are
 * given back (WITHDRAW_ROLLBACK) if it ends cancelled, rejected or failed.
 */
export const withdrawals = sqliteTable(
  'withdrawals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** JSON of the method's details (routing and account numbers, e-mail, payout data). */
    payoutDetails: text('payout_details').notNull().default('{}'),
    /** Comma-joined file ids of the proofs sent with the application ('' when none). */
    idcardProofIds: text('idcard_proof_ids').notNull(),
    idcardHoldProofIds: text('idcard_hold_proof_ids').notNull().default(''),
    addressProofIds: text('address_proof_ids').notNull().default(''),
    paymentProofIds: text('payment_proof_ids').notNull(),
    /** WithdrawStatus value. */
    status: integer('status').notNull().default(0),
    /**
     * How the simulator lets it end, decided when it is created (QA rule or default):
     * completed, failed, rejected, or never (stays pending until someone acts).
     */
    fate: text('fate', { enum: ['completed', 'failed', 'rejected', 'never'] }).notNull(),
    /** Simulator time between two automatic steps. */
    stepMs: integer('step_ms').notNull(),
    /** When the automatic progression takes its next step; null when it will not. */
    nextStepTime: integer('next_step_time'),
    createTime: integer('create_time').notNull(),
    updateTime: integer('update_time').notNull(),
  },
  (table) => [
    index('withdrawals_member_idx').on(table.memberId, table.createTime),
    index('withdrawals_next_step_idx').on(table.nextStepTime),
  ],
);

/** The identity documents a member submitted, all files of each proof, and their review. */
export const memberDocuments = sqliteTable('member_documents', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  idcardProofIds: text('idcard_proof_ids').notNull(),
  idcardHoldProofIds: text('idcard_hold_proof_ids').notNull(),
  addressProofIds: text('address_proof_ids').notNull(),
  paymentProofIds: text('payment_proof_ids').notNull(),
  /** ProfileDocumentStatus value: auditing 10, success 20, failed 30. */
  status: integer('status').notNull(),
  submitTime: integer('submit_time').notNull(),
  /** When the simulated review ends (auditing → success); null once reviewed. */
  reviewDueTime: integer('review_due_time'),
});

/** VIP store packages: store level (bronze 10 … diamond 40), points price, bonus in minor units. */
export const vipStorePackages = sqliteTable('vip_store_packages', {
  id: integer('id').primaryKey(),
  level: integer('level').notNull(),
  points: integer('points').notNull(),
  bonus: integer('bonus').notNull(),
  enabled: integer('enabled').notNull().default(1),
});

/**
 * What the time-driven bonus jobs have done: a week whose cashback was paid, the last ledger
 * row the Friday Fun scan read. One row per job and key; jobs read it to stay cheap.
 */
export const bonusJobMarks = sqliteTable(
  'bonus_job_marks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    job: text('job').notNull(),
    /** Week start (cashback) or 'cursor' (Friday Fun). */
    markKey: text('mark_key').notNull(),
    value: integer('value').notNull(),
  },
  (table) => [uniqueIndex('bonus_job_marks_unique').on(table.job, table.markKey)],
);
