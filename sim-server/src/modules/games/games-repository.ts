import { parseListQuery } from '@casino/contracts/core/query-words';
import { gameHistoryListFields, gameListFields } from '@casino/contracts/games/endpoints';
import { GameCategory } from '@casino/contracts/games/enums';
import type { Game, GameGroup, GameHistoryItem, LatestWin } from '@casino/contracts/games/schemas';
import { and, asc, count, countDistinct, desc, eq, inArray, max, ne, type SQL } from 'drizzle-orm';
import { type ColumnMap, listPage, orderOf, pageOf, whereOf } from '../../api/list-query';
import type { SimDb } from '../../db/database';
import { gameRounds, games, gameVendors, latestWins } from '../../db/schema/index';
import { toMajor } from '../ledger/money';
import { convertFieldValues, isoToEpoch, majorToMinor } from './list-values';

export type GameRow = typeof games.$inferSelect;

/** How many games each home section carries (the lobby's "More" opens the full list). */
export const OVERVIEW_GROUP_SIZE = 24;
/** The ticker and the big-win panels take the newest wins. */
const LATEST_WINS_SIZE = 30;

const flag = (value: number) => (value === 1 ? 1 : 0);

/**
 * Creation times as ISO text, remembered: a game's time rarely changes, and formatting 300 of
 * them was a third of the cost of computing the lobby's list again after each bet. Bounded.
 */
const isoTimes = new Map<number, string>();
function isoOf(epochMs: number): string {
  let text = isoTimes.get(epochMs);
  if (text === undefined) {
    if (isoTimes.size >= 10_000) isoTimes.clear();
    text = new Date(epochMs).toISOString();
    isoTimes.set(epochMs, text);
  }
  return text;
}

/** What the contract shows of a game row (the list reads no more: its page is recomputed after every bet). */
type GameCardRow = Pick<
  GameRow,
  'id' | 'name' | 'vendor' | 'cover' | 'category' | 'enabled' | 'playForFun' | 'totalPlayCount' | 'createTime'
>;

/** A game row as the contract shows it. */
export function toGame(row: GameCardRow): Game {
  return {
    id: row.id,
    name: row.name,
    vendor: row.vendor,
    cover: row.cover,
    category: row.category,
    enabled: flag(row.enabled),
    playForFun: flag(row.playForFun),
    totalPlayCount: row.totalPlayCount,
    createTime: isoOf(row.createTime),
  };
}

export function findGame(db: SimDb, id: number): GameRow | null {
  return db.select().from(games).where(eq(games.id, id)).get() ?? null;
}

const gameColumns: ColumnMap = {
  id: games.id,
  name: games.name,
  vendor: games.vendor,
  category: games.category,
  enabled: games.enabled,
  playForFun: games.playForFun,
  totalPlayCount: games.totalPlayCount,
  createTime: games.createTime,
};

/** A page of games over the contract's query words (createTime compared as a time). */
export function listGames(db: SimDb, payload: Record<string, unknown>) {
  const page = listPage<typeof games, GameCardRow>(
    db,
    games,
    convertFieldValues(payload, 'createTime', isoToEpoch),
    {
      fields: gameListFields,
      columns: gameColumns,
      select: { ...gameColumns, cover: games.cover },
      defaultOrder: [asc(games.id)],
      defaultPageSize: 300,
    },
  );
  return { ...page, content: page.content.map(toGame) };
}

function groupOf(db: SimDb, where: SQL | undefined, order: SQL[]): GameGroup {
  const total = db.select({ n: count() }).from(games).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(games)
    .where(where)
    .orderBy(...order, games.id)
    .limit(OVERVIEW_GROUP_SIZE)
    .all();
  return { count: total, data: rows.map(toGame) };
}

/** The caller's distinct played games, the most recently played first. */
function recentlyPlayed(db: SimDb, memberId: number | null): GameGroup {
  if (memberId === null) return { count: 0, data: [] };
  const where = and(eq(gameRounds.memberId, memberId), eq(games.enabled, 1));
  const total =
    db
      .select({ n: countDistinct(gameRounds.gameId) })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .get()?.n ?? 0;
  const lastRound = max(gameRounds.id);
  const order = db
    .select({ gameId: gameRounds.gameId, lastRound })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(where)
    .groupBy(gameRounds.gameId)
    .orderBy(desc(lastRound))
    .limit(OVERVIEW_GROUP_SIZE)
    .all()
    .map((row) => row.gameId);
  if (order.length === 0) return { count: total, data: [] };
  const rows = new Map(
    db
      .select()
      .from(games)
      .where(inArray(games.id, order))
      .all()
      .map((row) => [row.id, row]),
  );
  const data = order.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toGame(row)] : [];
  });
  return { count: total, data };
}

/** The home sections; enabled games only. Top games leave live casino out (spec). */
export function gameOverview(db: SimDb, memberId: number | null) {
  const enabled = eq(games.enabled, 1);
  const byPopularity = [desc(games.totalPlayCount)];
  return {
    recently: recentlyPlayed(db, memberId),
    top: groupOf(db, and(enabled, ne(games.category, GameCategory.LIVE_CASINO)), byPopularity),
    slotsGames: groupOf(db, and(enabled, eq(games.category, GameCategory.SLOTS)), byPopularity),
    tableGames: groupOf(db, and(enabled, eq(games.category, GameCategory.TABLE_GAMES)), byPopularity),
    liveCasino: groupOf(db, and(enabled, eq(games.category, GameCategory.LIVE_CASINO)), byPopularity),
  };
}

const historyColumns: ColumnMap = {
  id: gameRounds.gameId,
  name: games.name,
  amount: gameRounds.bet,
  createTime: gameRounds.createTime,
};

/** A page of the member's real-money rounds, each with its game's name and cover. */
export function gameHistory(db: SimDb, memberId: number, payload: Record<string, unknown>) {
  const converted = convertFieldValues(
    convertFieldValues(payload, 'createTime', isoToEpoch),
    'amount',
    majorToMinor,
  );
  const parsed = parseListQuery(converted, gameHistoryListFields, { pageSize: 20 });
  const where = and(
    eq(gameRounds.memberId, memberId),
    eq(gameRounds.mode, 'real'),
    ...whereOf(historyColumns, parsed.filters),
  );
  const order = [...orderOf(historyColumns, parsed.sort), desc(gameRounds.createTime), desc(gameRounds.id)];
  const total =
    db
      .select({ n: count() })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .get()?.n ?? 0;
  const rows = db
    .select({ round: gameRounds, game: games })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(where)
    .orderBy(...order)
    .limit(parsed.pageSize)
    .offset((parsed.pageNum - 1) * parsed.pageSize)
    .all();
  const content: GameHistoryItem[] = rows.map(({ round, game }) => ({
    id: game.id,
    name: game.name,
    cover: game.cover,
    createTime: new Date(round.createTime).toISOString(),
    amount: toMajor(round.bet),
  }));
  return pageOf(content, parsed, total);
}

/** The newest wins, real ones and the seeded ones alike. */
export function listLatestWins(db: SimDb): LatestWin[] {
  return db
    .select({ game: games.name, name: latestWins.playerName, amount: latestWins.amount })
    .from(latestWins)
    .innerJoin(games, eq(games.id, latestWins.gameId))
    .orderBy(desc(latestWins.createTime), desc(latestWins.id))
    .limit(LATEST_WINS_SIZE)
    .all()
    .map((row) => ({ ...row, amount: toMajor(row.amount) }));
}

export function vendorDomain(db: SimDb, code: string): string | null {
  return (
    db.select({ domain: gameVendors.domain }).from(gameVendors).where(eq(gameVendors.code, code)).get()
      ?.domain ?? null
  );
}
