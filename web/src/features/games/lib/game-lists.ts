import { ListRules } from '@casino/contracts/core/lists';
import { GameCategory, type GameCategoryValue } from '@casino/contracts/games/enums';

/** Spec 01 section 9: game lists ask for 300 games a page. */
export const GAME_LIST_PAGE_SIZE = 300;

/**
 * Spec 01 section 9: how near the bottom (px) infinite scroll asks for the next page; the
 * history's is every history list's (`ListRules`).
 */
export const SCROLL_THRESHOLD = {
  category: 1150,
  topAndHome: 500,
  history: ListRules.LOAD_MORE_WITHIN_PX,
} as const;

/**
 * The category browser's lists, in the order of its left menu: the spec's Top, All, Slots
 * Games, Table Games and Fun, plus Live Casino so the home section's 'More' has a list to open.
 */
export const LOBBY_LISTS = ['top', 'all', 'slots', 'table', 'live', 'fun'] as const;
export type LobbyList = (typeof LOBBY_LISTS)[number];

export function isLobbyList(value: string | undefined): value is LobbyList {
  return (LOBBY_LISTS as readonly string[]).includes(value ?? '');
}

const categoryOf: Partial<Record<LobbyList, GameCategoryValue>> = {
  slots: GameCategory.SLOTS,
  table: GameCategory.TABLE_GAMES,
  live: GameCategory.LIVE_CASINO,
};

export interface GameListFilter {
  list: LobbyList;
  /** Part of a game's name (`name_LIKE`); empty for none. */
  search: string;
  /** A vendor code; empty for every provider. */
  vendor: string;
}

/**
 * The list payload of a lobby list (spec 01 section 7): top = most played first, enabled,
 * without live casino; a category = that category, enabled; fun = play-for-fun games.
 */
export function gameListQuery({ list, search, vendor }: GameListFilter) {
  const base = {
    pageSize: GAME_LIST_PAGE_SIZE,
    totalPlayCount_0: 'DESC' as const,
    ...(search.trim() ? { name_LIKE: search.trim() } : {}),
    ...(vendor ? { vendor } : {}),
  };
  switch (list) {
    case 'top':
      return { ...base, enabled: 1 as const, category_NEQ: GameCategory.LIVE_CASINO };
    case 'fun':
      return { ...base, enabled: 1 as const, playForFun: 1 as const };
    case 'all':
      return { ...base, enabled: 1 as const };
    default:
      return { ...base, enabled: 1 as const, category: categoryOf[list] };
  }
}

/** Route of the category browser. */
export const GAMES_LOBBY_ROUTE = '/games/:category?';
export function gamesLobbyPath(list: LobbyList = 'all'): string {
  return `/games/${list}`;
}
