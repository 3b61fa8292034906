import { z } from 'zod';
import { flagSchema } from '../core/enums';
import { fileIdSchema, idSchema, isoDateTimeSchema, moneySchema } from '../core/primitives';

/**
 * A game. `category` is a free string because only 'Live Casino' is fixed by the spec; the
 * simulator's values are in `GameCategory`.
 */
export const GameSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** Vendor code. */
  vendor: z.string().min(1),
  cover: fileIdSchema,
  category: z.string().min(1),
  enabled: flagSchema,
  playForFun: flagSchema,
  totalPlayCount: z.number().int().min(0),
  createTime: isoDateTimeSchema,
});
export type Game = z.infer<typeof GameSchema>;

/**
 * One row of the member's game history. `id` is the game's id (the row's Play Now launches
 * it), `amount` what was wagered, `createTime` when it was played.
 */
export const GameHistoryItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  cover: fileIdSchema,
  createTime: isoDateTimeSchema,
  amount: moneySchema,
});
export type GameHistoryItem = z.infer<typeof GameHistoryItemSchema>;

/** One home section: how many games it has and (the first of) them. */
export const GameGroupSchema = z.object({
  count: z.number().int().min(0),
  data: z.array(GameSchema),
});
export type GameGroup = z.infer<typeof GameGroupSchema>;

/** Home sections; `recently` is empty for visitors. Top games exclude live casino. */
export const GameOverviewSchema = z.object({
  recently: GameGroupSchema,
  top: GameGroupSchema,
  slotsGames: GameGroupSchema,
  tableGames: GameGroupSchema,
  liveCasino: GameGroupSchema,
});
export type GameOverview = z.infer<typeof GameOverviewSchema>;

/**
 * A latest-win ticker entry. The spec allows plain strings or `{ game, name, amount }`; we
 * answer only the object form. `game` is the game's name (what the ticker prints), `name`
 * the winner's masked username, `amount` the win in major units.
 */
export const LatestWinSchema = z.object({
  game: z.string().min(1),
  name: z.string().min(1),
  amount: moneySchema,
});
export type LatestWin = z.infer<typeof LatestWinSchema>;

/** The currency of the latest wins' amounts (spec 01 section 2: the panels say 'K USD'). */
export const WINS_CURRENCY = 'USD';

/**
 * What the game page in the pop-up's frame posts to the app after each round it plays (issue
 * 15), so the session's net result and the balance follow the round at once; the app's 3 s
 * poll stays as the fallback for pages that say nothing (a real provider's). Sent only to the
 * page's own origin, and the app accepts it only from its game frame on the launch URL's origin.
 */
export const GAME_ROUND_MESSAGE_TYPE = 'casino:game-round';
export const GameRoundMessageSchema = z.strictObject({ type: z.literal(GAME_ROUND_MESSAGE_TYPE) });
export type GameRoundMessage = z.infer<typeof GameRoundMessageSchema>;

/**
 * What the game page posts when the player presses Escape in it: once they have touched the
 * game, the frame has the keyboard and the app never sees the key, so the page passes it on and
 * the app closes the game as its own Escape would. Sent and accepted as the round message is.
 */
export const GAME_ESCAPE_MESSAGE_TYPE = 'casino:game-escape';
export const GameEscapeMessageSchema = z.strictObject({ type: z.literal(GAME_ESCAPE_MESSAGE_TYPE) });
export type GameEscapeMessage = z.infer<typeof GameEscapeMessageSchema>;
