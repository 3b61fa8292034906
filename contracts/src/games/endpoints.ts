import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { flagSchema } from '../core/enums';
import { pagedSchema } from '../core/envelope';
import { emptyPayloadSchema, idPayloadSchema, idSchema, listTimeSchema } from '../core/primitives';
import { listQuerySchema } from '../core/query-words';
import { checkBlockResultSchema, gameChannelSchema } from './enums';
import { GameHistoryItemSchema, GameOverviewSchema, GameSchema, LatestWinSchema } from './schemas';

const tags = ['games'] as const;

/**
 * Fields a game list may filter and sort on. The spec's payload also names "sort": we read it
 * as the `field_N` sort words, not as a field of its own.
 */
export const gameListFields = {
  id: idSchema,
  name: z.string(),
  vendor: z.string(),
  category: z.string(),
  enabled: flagSchema,
  playForFun: flagSchema,
  totalPlayCount: z.number(),
  createTime: listTimeSchema,
};
export const gameHistoryListFields = {
  id: idSchema,
  name: z.string(),
  amount: z.number(),
  createTime: listTimeSchema,
};

const launchRequestSchema = z.strictObject({ id: idSchema, channel: gameChannelSchema });
/** A URL to load in the game frame; may be relative to the site (the simulator's game pages). */
const launchUrlSchema = z.string().min(1).max(2048);

/** Game lists, launch URLs, history and the win ticker. */
export const gamesEndpoints = {
  gameGet: defineEndpoint({
    path: '/base/game/get',
    method: 'POST',
    encoding: 'form',
    auth: 'public',
    indicator: true,
    request: idPayloadSchema,
    response: GameSchema,
    summary: 'One game by id',
    tags,
  }),
  gameLaunchUrl: defineEndpoint({
    path: '/sys/game/getLaunchUrl',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: launchRequestSchema,
    response: launchUrlSchema,
    summary: 'Real-money launch URL of a game for the pc or mobile channel',
    tags,
  }),
  gameTryPlayUrl: defineEndpoint({
    path: '/sys/game/getTryPlayUrl',
    method: 'POST',
    encoding: 'form',
    auth: 'public',
    indicator: true,
    request: launchRequestSchema,
    response: launchUrlSchema,
    summary: 'Play-for-fun launch URL of a game',
    tags,
  }),
  gameVendorDomain: defineEndpoint({
    path: '/sys/gameVendor/wrapper/domain',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: z.strictObject({ code: z.string().min(1).max(64) }),
    response: z.string(),
    summary: "Host that replaces a vendor's domain in launch URLs (helper, unused in the flows)",
    tags,
  }),
  checkBlock: defineEndpoint({
    path: '/sys/sysSetting/checkBlock',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: idPayloadSchema,
    // 1 = not blocked, may play (the spec's odd reading: anything else is blocked).
    response: checkBlockResultSchema,
    summary: 'Whether the member may play real money (polled every 3 s during play)',
    tags,
  }),
  gameListPage: defineEndpoint({
    path: '/base/game/listPage',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    // `name_LIKE` (ours) is the lobby's search by name; `vendor` filters by provider.
    request: listQuerySchema(gameListFields, { paged: true, maxPageSize: 300, searchable: ['name'] }),
    response: pagedSchema(GameSchema),
    summary: 'A page of games (top, category, play for fun), page size up to 300',
    tags,
  }),
  gameOverview: defineEndpoint({
    path: '/sys/game/all',
    method: 'POST',
    encoding: 'form',
    // Visitors see the home lists too; their `recently` group is empty.
    auth: 'public',
    indicator: true,
    request: emptyPayloadSchema,
    response: GameOverviewSchema,
    summary: 'Home sections: recently played, top, slots, table games, live casino',
    tags,
  }),
  gameHistoryPage: defineEndpoint({
    path: '/sys/game/history/page',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: listQuerySchema(gameHistoryListFields, { paged: true, maxPageSize: 100 }),
    response: pagedSchema(GameHistoryItemSchema),
    summary: "A page of the member's game history (amount_GT 0, createTime_0 DESC)",
    tags,
  }),
  latestWins: defineEndpoint({
    path: '/sys/latestWin/randomList',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: emptyPayloadSchema,
    response: z.array(LatestWinSchema),
    summary: 'Latest wins for the ticker and the big-win panels',
    tags,
  }),
} as const;
