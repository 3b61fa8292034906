import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';

/** Reference data and content the operator manages: countries, states, currencies, banners, articles. */

export const countries = sqliteTable('countries', {
  isoCode2: text('iso_code2').primaryKey(),
  enName: text('en_name').notNull(),
  /** 1 offered at sign-up, 0 not. */
  status: integer('status').notNull().default(1),
  /** Calling code, digits only (`44`). */
  telNum: text('tel_num').notNull().default(''),
});

export const states = sqliteTable(
  'states',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isoCode2: text('iso_code2')
      .notNull()
      .references(() => countries.isoCode2),
    enabled: integer('enabled').notNull().default(1),
  },
  (table) => [uniqueIndex('states_country_code_unique').on(table.isoCode2, table.code)],
);

export const currencies = sqliteTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  /** Units of this currency per US dollar. */
  exchangeRate: real('exchange_rate').notNull(),
  enabled: integer('enabled').notNull().default(1),
});

export const banners = sqliteTable('banners', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  image: integer('image').notNull(),
  mobileImage: integer('mobile_image').notNull(),
  /** The words on the picture, its alt text (ours: the operator's banner has none; deviations). */
  title: text('title').notNull().default(''),
  link: text('link').notNull().default(''),
  /** 0 internal link; 1 external (ours). */
  type: integer('type').notNull().default(0),
  gameId: integer('game_id'),
  sortIndex: integer('sort_index').notNull().default(0),
  enabled: integer('enabled').notNull().default(1),
});

export const promotions = sqliteTable('promotions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  buttonText: text('button_text').notNull(),
  action: text('action').notNull(),
  gameId: integer('game_id'),
  bgImg: integer('bg_img').notNull(),
  mobileBgImg: integer('mobile_bg_img').notNull(),
  enabled: integer('enabled').notNull().default(1),
});

export const inviteConfigs = sqliteTable('invite_configs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  personCount: integer('person_count').notNull(),
  /** Minor units. */
  bonusAmount: integer('bonus_amount').notNull(),
});

/** Invite tiers a member has redeemed: one row per member and tier makes a second redeem impossible. */
export const inviteRedemptions = sqliteTable(
  'invite_redemptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    inviteConfigId: integer('invite_config_id')
      .notNull()
      .references(() => inviteConfigs.id),
    createTime: integer('create_time').notNull(),
  },
  (table) => [uniqueIndex('invite_redemptions_unique').on(table.memberId, table.inviteConfigId)],
);

export const vipLevels = sqliteTable('vip_levels', {
  level: integer('level').primaryKey(),
  name: text('name').notNull(),
  points: integer('points').notNull(),
});

export const articles = sqliteTable('articles', {
  id: integer('id').primaryKey(),
  /** Stable name used by the app's legal popups and help pages (`terms`, `privacyPolicy`). */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  backgroundColor: text('background_color').notNull(),
  fontColor: text('font_color').notNull(),
  padding: text('padding').notNull(),
});

export const news = sqliteTable(
  'news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    message: text('message').notNull(),
    /** withdraw 0, share 10. */
    type: integer('type').notNull(),
    /** unread 0, read 10. */
    status: integer('status').notNull().default(0),
    createTime: integer('create_time').notNull(),
  },
  (table) => [index('news_member_idx').on(table.memberId, table.createTime)],
);
