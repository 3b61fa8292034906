import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { members } from './accounts';

export const gameVendors = sqliteTable('game_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Host the vendor's game pages are served from (the `wrapper/domain` helper call). */
  domain: text('domain').notNull(),
});

export const games = sqliteTable(
  'games',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    vendor: text('vendor')
      .notNull()
      .references(() => gameVendors.code),
    cover: integer('cover').notNull(),
    /** Slots, Table Games, Live Casino, Fun. */
    category: text('category').notNull(),
    /** Which simulated game page plays it: slot, blackjack, roulette... */
    engine: text('engine').notNull(),
    /** Configured return to player, 0.90 to 0.99. */
    rtp: real('rtp').notNull(),
    enabled: integer('enabled').notNull().default(1),
    playForFun: integer('play_for_fun').notNull().default(0),
    totalPlayCount: integer('total_play_count').notNull().default(0),
    createTime: integer('create_time').notNull(),
  },
  (table) => [
    index('games_category_idx').on(table.category),
    index('games_play_count_idx').on(table.totalPlayCount),
  ],
);

/** A launched game: the simulated game page bets through this token, never the member's own. */
export const gameSessions = sqliteTable('game_sessions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tokenHash: text('token_hash').notNull().unique(),
  memberId: integer('member_id').references(() => members.id),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id),
  /** real or fun */
  mode: text('mode', { enum: ['real', 'fun'] }).notNull(),
  channel: text('channel').notNull(),
  /** Play money of a visitor's fun session, minor units (members play with members.playBalance). */
  playBalance: integer('play_balance'),
  /** The round still being played (a blackjack hand between deal and stand). */
  activeRoundId: integer('active_round_id'),
  createTime: integer('create_time').notNull(),
  expireTime: integer('expire_time').notNull(),
});

/** One played round: bet and win in minor units (fun rounds too, for the page's own history). */
export const gameRounds = sqliteTable(
  'game_rounds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    mode: text('mode', { enum: ['real', 'fun'] }).notNull(),
    bet: integer('bet').notNull(),
    win: integer('win').notNull(),
    /** JSON of what the round showed (reels, cards), for replay on the page. */
    outcome: text('outcome').notNull().default('{}'),
    createTime: integer('create_time').notNull(),
  },
  (table) => [index('game_rounds_member_idx').on(table.memberId, table.createTime)],
);

/** Wins shown in the ticker: recorded from real rounds, topped up by seeded wins on a fresh database. */
export const latestWins = sqliteTable(
  'latest_wins',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** Player name as shown: masked (`al***x`). */
    playerName: text('player_name').notNull(),
    /** Minor units, in USD. */
    amount: integer('amount').notNull(),
    createTime: integer('create_time').notNull(),
  },
  (table) => [index('latest_wins_time_idx').on(table.createTime)],
);
