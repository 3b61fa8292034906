import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';

/** Deposit methods, the deposit config and every deposit order (spec 02 §2, §3). */

export const depositMethods = sqliteTable(
  'deposit_methods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** File id of the method's logo. */
    icon: integer('icon').notNull(),
    enabled: integer('enabled').notNull().default(1),
    /** 0 everyone, 10 members who have deposited before, 20 members who have not. */
    visibility: integer('visibility').notNull().default(0),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (table) => [uniqueIndex('deposit_methods_code_unique').on(table.code)],
);

/** The deposit config (one row per currency; '*' applies to currencies without their own). */
export const depositConfigs = sqliteTable('deposit_configs', {
  currency: text('currency').primaryKey(),
  /** Minor units. */
  minimumAmount: integer('minimum_amount').notNull(),
  paymentAmounts: text('payment_amounts').notNull(),
  paymentAllowManualInput: integer('payment_allow_manual_input').notNull().default(1),
});

/**
 * One deposit attempt by any method: an order state machine (created → pending → success,
 * failed, cancelled or expired). The outcome is planned when the order is made (QA rule, test
 * value or default) and applied when its trigger comes: a time, a number of polls, or the payer
 * acting on the simulated provider page.
 */
export const depositOrders = sqliteTable(
  'deposit_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The method code the member chose (VISA_MASTERCARD_1, CASH...). */
    methodCode: text('method_code').notNull(),
    /** Which call family made it: card, cattl, onlypay, cash, payp, stripe, paypal, crypto, crypt. */
    flow: text('flow').notNull(),
    /** The provider's order id (unguessable: the provider pages act by it). */
    externalId: text('external_id').notNull(),
    /** Minor units, in the member's currency. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** success, failed, cancelled, expired or never. */
    plannedOutcome: text('planned_outcome').notNull(),
    /** Why the plan is what it is: rule, test_value or default. */
    planSource: text('plan_source').notNull(),
    /** The message a failure shows (card declined, insufficient funds...). */
    failureMessage: text('failure_message').notNull().default(''),
    /** When the planned outcome applies (simulator clock), once the order is triggered. */
    resolveAt: integer('resolve_at'),
    /** Or after this many status look-ups. */
    resolveAfterPolls: integer('resolve_after_polls'),
    polls: integer('polls').notNull().default(0),
    cardLast4: text('card_last4'),
    /** Crypto: the coin key, its quantity (decimal text) and the address to pay to. */
    coin: text('coin'),
    coinAmount: text('coin_amount'),
    address: text('address'),
    /** JSON of the per-coin addresses and prices of a crypto variant A charge. */
    chargeJson: text('charge_json'),
    /** Secret the PayPal frame address carries (sk). */
    secret: text('secret'),
    /** Cash orders: the QR image, made once on first ask. */
    qrFileId: integer('qr_file_id'),
    /** Where the provider pages send the payer back to (the app's origin). */
    appOrigin: text('app_origin').notNull().default(''),
    createTime: integer('create_time').notNull(),
    updateTime: integer('update_time').notNull(),
    finishTime: integer('finish_time'),
  },
  (table) => [
    uniqueIndex('deposit_orders_external_unique').on(table.externalId),
    index('deposit_orders_member_idx').on(table.memberId, table.status),
    index('deposit_orders_status_idx').on(table.status),
  ],
);
