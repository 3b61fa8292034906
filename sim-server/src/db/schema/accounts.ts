import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Members, their sessions, and the one-time codes and mails of account flows. */

export const members = sqliteTable(
  'members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    activated: integer('activated', { mode: 'boolean' }).notNull().default(false),
    /** Has made a successful deposit (decides deposit method visibility). */
    credited: integer('credited', { mode: 'boolean' }).notNull().default(false),
    /** Refused real-money play: checkBlock answers something other than 1. */
    blocked: integer('blocked', { mode: 'boolean' }).notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender'),
    birthday: text('birthday'),
    mobilePrefix: text('mobile_prefix').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    stateCode: text('state_code').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    address: text('address').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    receiveExclusive: integer('receive_exclusive', { mode: 'boolean' }).notNull().default(true),
    /** Member type: common 0, agent 10. */
    memberType: integer('member_type').notNull().default(0),
    invitationCode: text('invitation_code').notNull(),
    invitorId: integer('invitor_id'),
    childCount: integer('child_count').notNull().default(0),
    treasureIndex: integer('treasure_index').notNull().default(0),
    vipPoints: integer('vip_points').notNull().default(0),
    vipLifeTimePoints: integer('vip_lifetime_points').notNull().default(0),
    vipLevel: integer('vip_level').notNull().default(1),
    /** Cash money in minor units: deposits and winnings. */
    cashBalance: integer('cash_balance').notNull().default(0),
    /** Bonus and gift money in minor units: playable, never withdrawable. */
    bonusBalance: integer('bonus_balance').notNull().default(0),
    /** Play-for-fun money in minor units; never touches the ledger. */
    playBalance: integer('play_balance').notNull().default(100000),
    /** Wagering still owed before a cash-out, minor units. */
    rollingAmount: integer('rolling_amount').notNull().default(0),
    /** Lifetime real-money stakes (minor units): VIP points are counted from it, fractions carried. */
    realWagered: integer('real_wagered').notNull().default(0),
    idcardProofId: integer('idcard_proof_id'),
    idcardHoldProofId: integer('idcard_hold_proof_id'),
    addressProofId: integer('address_proof_id'),
    paymentProofId: integer('payment_proof_id'),
    createTime: integer('create_time').notNull(),
  },
  (table) => [
    uniqueIndex('members_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('members_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('members_invitation_code_unique').on(table.invitationCode),
  ],
);

/** Sign-in sessions. Only a hash of the token is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    createTime: integer('create_time').notNull(),
    expireTime: integer('expire_time').notNull(),
    revoked: integer('revoked', { mode: 'boolean' }).notNull().default(false),
    /**
     * When the sign-in this session continues began (a token refresh copies it): the play
     * session of the reality check. Null on a fresh sign-in, which began at createTime.
     */
    playStart: integer('play_start'),
    /**
     * When a token refresh replaced this session; it then lives on only for the grace period
     * (its expireTime is cut to it) and is revoked with the member's sign-out.
     */
    replacedTime: integer('replaced_time'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_member_idx').on(table.memberId),
  ],
);

/** One-time codes mailed to members: account activation and password reset. Stored hashed. */
export const oneTimeCodes = sqliteTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    createTime: integer('create_time').notNull(),
    expireTime: integer('expire_time').notNull(),
    usedTime: integer('used_time'),
  },
  (table) => [uniqueIndex('one_time_codes_hash_unique').on(table.codeHash)],
);

/** The simulator's outgoing mail: nothing is sent; QA and tests read it here. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').references(() => members.id),
    toAddress: text('to_address').notNull(),
    kind: text('kind', { enum: ['activation', 'password_reset'] }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The link the mail carries (`/#/activation?code=...`). */
    link: text('link').notNull(),
    createTime: integer('create_time').notNull(),
  },
  (table) => [index('mail_outbox_member_idx').on(table.memberId)],
);

/** Captcha challenges by ticket; the answer is kept to check it once. */
export const captchas = sqliteTable('captchas', {
  ticket: text('ticket').primaryKey(),
  answer: text('answer').notNull(),
  expireTime: integer('expire_time').notNull(),
});
