import { parseListQuery } from '@casino/contracts/core/query-words';
import { gameListFields } from '@casino/contracts/games/endpoints';
import type { Game } from '@casino/contracts/games/schemas';
import type Database from 'better-sqlite3';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import type { KeptPatch } from '../../api/answer-cache';
import { replaced, reusedBytes } from '../../api/reused-bytes';
import { commitsElsewhereOf } from '../../db/data-version';
import { games } from '../../db/schema/index';

/**
 * Keeps the lobby's game list through bets (decision 060). Every bet adds one to a game's play
 * count, which the list shows and sorts by, and any write drops a world's kept answers; computing
 * the 300-game page again after each bet made the list's reads wait behind flat-out betting. A
 * world's connection logs each change of `games` in a temporary table, by temporary triggers:
 * 'play' when exactly the play count went up by one and nothing else of the row changed, 'other'
 * for anything else (an insert, a delete, any other column). A kept page takes the logged plays
 * when every one is a game already on it and the page's order cannot let another game in: the
 * count is not filtered on, and every sort key is an integer column, the count's descending.
 * Anything else, or a commit by another connection, and the page is computed again.
 * game-list-patch.test.ts holds patched pages to computed ones, byte for byte.
 */

const LOG = 'sim_games_changes';
/**
 * Changes the log holds: each entry drops the one this far behind it, so a world that bets and
 * never reads the list keeps a bounded log. A page that falls further behind finds a gap in the
 * log and is computed again.
 */
export const LOG_LIMIT = 10_000;
/** Sort keys compared as numbers, in the answer as in the table. */
const NUMERIC_KEYS = new Set(['id', 'enabled', 'playForFun', 'totalPlayCount']);

interface Watch {
  last: Database.Statement<[], number>;
  since: Database.Statement<[number], { seq: number; gameId: number; play: number }>;
}

const watches = new WeakMap<Database.Database, Watch>();

/** Installs the log and its triggers on this connection once (temporary: the connection's own). */
function watch(sqlite: Database.Database): Watch {
  let found = watches.get(sqlite);
  if (found) return found;
  // Every column but the count, read from the schema: a new column is compared too.
  const others = getTableConfig(games)
    .columns.map((column) => column.name)
    .filter((name) => name !== 'total_play_count')
    .map((name) => `NEW."${name}" IS OLD."${name}"`)
    .join(' AND ');
  const play = `NEW.total_play_count = OLD.total_play_count + 1 AND ${others}`;
  // Each entry drops the one LOG_LIMIT behind it (last_insert_rowid() is the entry's, in a trigger).
  const entry = (gameId: string, play: 0 | 1) =>
    `BEGIN INSERT INTO ${LOG} (game_id, play) VALUES (${gameId}, ${play}); ` +
    `DELETE FROM ${LOG} WHERE seq = last_insert_rowid() - ${LOG_LIMIT}; END;`;
  sqlite.exec(`
    CREATE TEMP TABLE IF NOT EXISTS ${LOG} (seq INTEGER PRIMARY KEY, game_id INTEGER NOT NULL, play INTEGER NOT NULL);
    CREATE TEMP TRIGGER IF NOT EXISTS ${LOG}_play AFTER UPDATE ON main.games WHEN ${play} ${entry('NEW.id', 1)}
    CREATE TEMP TRIGGER IF NOT EXISTS ${LOG}_update AFTER UPDATE ON main.games WHEN NOT (${play}) ${entry('NEW.id', 0)}
    CREATE TEMP TRIGGER IF NOT EXISTS ${LOG}_insert AFTER INSERT ON main.games ${entry('NEW.id', 0)}
    CREATE TEMP TRIGGER IF NOT EXISTS ${LOG}_delete AFTER DELETE ON main.games ${entry('OLD.id', 0)}
  `);
  found = {
    last: sqlite.prepare<[], number>(`SELECT coalesce(max(seq), 0) FROM ${LOG}`).pluck(),
    since: sqlite.prepare<[number], { seq: number; gameId: number; play: number }>(
      `SELECT seq, game_id AS gameId, play FROM ${LOG} WHERE seq > ? ORDER BY seq`,
    ),
  };
  watches.set(sqlite, found);
  return found;
}

type Page = { error: number; message: string; data: { content: Game[] } };

/** The ordering of the page's rows when plays can be applied to it, or null when they cannot. */
function orderOfPage(input: Record<string, unknown>): ((a: Game, b: Game) => number) | null {
  const query = parseListQuery(input, gameListFields, { pageSize: 300 });
  if (query.filters.some((filter) => filter.field === 'totalPlayCount')) return null;
  const keys = query.sort.filter((key) => key.field in gameListFields);
  for (const key of keys) {
    if (!NUMERIC_KEYS.has(key.field)) return null;
    if (key.field === 'totalPlayCount' && key.direction !== 'DESC') return null;
  }
  // The query's order: its keys, then the table's id as the tie-breaker (games-repository).
  return (a, b) => {
    for (const key of keys) {
      const field = key.field as 'id' | 'enabled' | 'playForFun' | 'totalPlayCount';
      const difference = a[field] - b[field];
      if (difference !== 0) return key.direction === 'DESC' ? -difference : difference;
    }
    return a.id - b.id;
  };
}

/**
 * A kept game page that can take later plays: `sent` is its answer as sent (bytes), `input` its
 * validated payload. Null when this page's order could let a game in or out on a play.
 */
export function patchableGameList(
  sqlite: Database.Database,
  input: Record<string, unknown>,
  sent: Buffer,
): KeptPatch | null {
  const order = orderOfPage(input);
  if (!order) return null;
  const log = watch(sqlite);
  const commits = commitsElsewhereOf(sqlite);
  let seq = log.last.get() ?? 0;
  let current = sent;
  // Read on the first change: most kept pages are never patched.
  let page: KeptPage | null = null;
  return {
    refresh() {
      if (commitsElsewhereOf(sqlite) !== commits) return null;
      const changes = log.since.all(seq);
      // The page reads the games table alone: other tables' writes leave it as it is.
      if (changes.length === 0) return current;
      // Entries dropped behind the log's bound: what changed is not known.
      if (changes[0]?.seq !== seq + 1) return null;
      page ??= keptPage(current.toString());
      if (!page) return null;
      for (const change of changes) {
        const game = change.play ? page.games.get(change.gameId) : undefined;
        // Past 11 digits a count could read as a card number to the journal's scan (KeptPatch).
        if (!game || game.totalPlayCount + 1 >= 1e11) return null;
        game.totalPlayCount += 1;
        page.parts.delete(game.id);
      }
      seq = changes.at(-1)?.seq ?? seq;
      page.content.sort(order);
      replaced(current);
      current = page.bytes();
      return current;
    },
  };
}

interface KeptPage {
  content: Game[];
  games: Map<number, Game>;
  /** Each game's JSON as the page holds it, UTF-8; a game whose count moved is written again. */
  parts: Map<number, Uint8Array>;
  /** The page as bytes, over an ArrayBuffer of this realm (see the answer cache's `bytesOf`). */
  bytes(): Buffer;
}

const COMMA = 0x2c;

/**
 * A kept page as its parts: the bytes before its games, each game's JSON and the bytes after,
 * so a play rewrites one game's JSON, not the 52 KB page, and the page's bytes are put together
 * from them (building the page's text and encoding it was two thirds of a patch's cost).
 * Null when the parts do not make the text again (then the page is computed).
 */
function keptPage(text: string): KeptPage | null {
  const content = (JSON.parse(text) as Page).data.content;
  const opening = '"data":{"content":[';
  const start = text.indexOf(opening) + opening.length;
  const texts = content.map((game) => JSON.stringify(game));
  const games = texts.join(',');
  if (start < opening.length || text.slice(start, start + games.length) !== games) return null;
  const before = Buffer.from(text.slice(0, start));
  const after = Buffer.from(text.slice(start + games.length));
  // The games' JSON as checked above, kept as their bytes.
  const parts = new Map<number, Uint8Array>(
    content.map((game, index) => [game.id, Buffer.from(texts[index] ?? '')]),
  );
  return {
    content,
    games: new Map(content.map((game) => [game.id, game])),
    parts,
    bytes() {
      let length = before.length + after.length + Math.max(content.length - 1, 0);
      const inOrder = content.map((game) => {
        let part = parts.get(game.id);
        if (part === undefined) {
          part = Buffer.from(JSON.stringify(game));
          parts.set(game.id, part);
        }
        length += part.length;
        return part;
      });
      const fill = (target: Uint8Array) => {
        target.set(before, 0);
        let at = before.length;
        for (const [index, part] of inOrder.entries()) {
          if (index > 0) target[at++] = COMMA;
          target.set(part, at);
          at += part.length;
        }
        target.set(after, at);
      };
      // The parts never change (a moved game gets new ones): the journal makes the page again
      // from them when read, after this page's memory went to a later one.
      return reusedBytes(length, fill);
    },
  };
}
