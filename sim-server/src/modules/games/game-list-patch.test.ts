import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { control } from '../../control/control-test-support';
import { games, members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, postJson } from '../../testing/test-app';
import { LOG_LIMIT, patchableGameList } from './game-list-patch';
import { launch, playRound, signInSeeded } from './game-test-support';
import { listGames } from './games-repository';

/** The lobby's page, and smaller ones whose edges bets can cross. */
const LOBBY = { enabled: 1, totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 300 };
const TOP_TEN = { enabled: 1, totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 10 };

/** The page as the handler computes it now, as the API sends it. */
const computed = (app: FastifyInstance, input: Record<string, unknown>) =>
  JSON.stringify({ error: 0, message: 'success', data: listGames(ownWorld(app).db, input) });

async function bettor(app: FastifyInstance, gameIds: number[]) {
  const { member, token } = signInSeeded(app, 'demo');
  ownWorld(app)
    .db.update(members)
    .set({ cashBalance: 1_000_000, blocked: false })
    .where(eq(members.id, member.id))
    .run();
  const sessions = new Map<number, string>();
  for (const id of gameIds) sessions.set(id, (await launch(app, id, token)).session);
  return async (gameId: number) => {
    const response = await playRound(app, { session: sessions.get(gameId), bet: 1 });
    expect(response.statusCode).toBe(200);
  };
}

describe('the lobby list kept through bets (decision 060)', () => {
  it('answers exactly the computed page after each bet, for bets on and off each page', async () => {
    const app = await createTestApp();
    const ranked = JSON.parse(computed(app, LOBBY)).data.content as Array<{ id: number }>;
    // On both pages, on the lobby page only (crossing the top ten's edge), and on neither.
    const picks = [ranked[0], ranked[9], ranked[10], ranked[150], ranked[299]].map((game) => game?.id ?? 0);
    const enabled = ownWorld(app).db.select({ id: games.id }).from(games).where(eq(games.enabled, 1)).all();
    const offPage = enabled.map((game) => game.id).find((id) => !ranked.some((game) => game.id === id));
    if (offPage) picks.push(offPage);
    const bet = await bettor(app, picks);
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 120; round++) {
      for (let bets = next() % 3; bets >= 0; bets--) await bet(picks[next() % picks.length] ?? 0);
      for (const page of [LOBBY, TOP_TEN]) {
        const answer = await postJson(app, '/base/game/listPage', page);
        expect(answer.body, `round ${round}, page of ${page.pageSize}`).toBe(computed(app, page));
      }
    }
  });

  it('rests on the page reading the games table alone (other tables written leave it as it is)', async () => {
    const app = await createTestApp();
    const queries: string[] = [];
    const logged = drizzle(ownWorld(app).sqlite, { logger: { logQuery: (query) => queries.push(query) } });
    listGames(logged, LOBBY);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries)
      expect(
        [...query.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((match) => match[1]),
        query,
      ).toEqual(['games']);
  });

  it('takes plays on its own games, refuses anything that could change which games it holds', async () => {
    const app = await createTestApp();
    const text = computed(app, TOP_TEN);
    const onPage = (JSON.parse(text).data.content as Array<{ id: number }>).map((game) => game.id);
    const last = onPage.at(-1) ?? 0;
    const play = (id: number) =>
      ownWorld(app)
        .db.update(games)
        .set({ totalPlayCount: sql`${games.totalPlayCount} + 1` })
        .where(eq(games.id, id))
        .run();

    const patch = patchableGameList(ownWorld(app).sqlite, TOP_TEN, Buffer.from(text));
    // A write elsewhere leaves the page as it is.
    ownWorld(app).db.update(members).set({ cashBalance: 5 }).where(eq(members.username, 'demo')).run();
    expect(patch?.refresh()?.toString()).toBe(text);
    // Plays on its own games, its last one included (a play lifts a game, never drops it).
    play(last);
    play(last);
    play(onPage[0] ?? 0);
    expect(patch?.refresh()?.toString()).toBe(computed(app, TOP_TEN));
    // Any other change of a game, even on the page, is computed again.
    ownWorld(app).db.update(games).set({ name: 'Renamed' }).where(eq(games.id, last)).run();
    expect(patch?.refresh()).toBeNull();

    const second = patchableGameList(ownWorld(app).sqlite, TOP_TEN, Buffer.from(computed(app, TOP_TEN)));
    const offPage = ownWorld(app)
      .db.select({ id: games.id })
      .from(games)
      .all()
      .find((game) => !onPage.includes(game.id));
    play(offPage?.id ?? 0);
    expect(second?.refresh()).toBeNull();

    // Orders a play could cross: the count ascending, a filter on it, a text key first.
    expect(
      patchableGameList(ownWorld(app).sqlite, { ...TOP_TEN, totalPlayCount_0: 'ASC' }, Buffer.from(text)),
    ).toBeNull();
    expect(
      patchableGameList(ownWorld(app).sqlite, { ...TOP_TEN, totalPlayCount_GT: 5 }, Buffer.from(text)),
    ).toBeNull();
    expect(
      patchableGameList(
        ownWorld(app).sqlite,
        { pageNum: 1, pageSize: 10, name_0: 'ASC', totalPlayCount_1: 'DESC' },
        Buffer.from(text),
      ),
    ).toBeNull();
  });

  it('keeps its log bounded when the list is not read; a page left behind it is computed again', async () => {
    const app = await createTestApp();
    const text = computed(app, TOP_TEN);
    const first = (JSON.parse(text).data.content as Array<{ id: number }>)[0]?.id ?? 0;
    const patch = patchableGameList(ownWorld(app).sqlite, TOP_TEN, Buffer.from(text));
    const play = ownWorld(app).sqlite.prepare(
      'UPDATE games SET total_play_count = total_play_count + 1 WHERE id = ?',
    );
    ownWorld(app).sqlite.transaction(() => {
      for (let i = 0; i < LOG_LIMIT + 5; i++) play.run(first);
    })();
    expect(ownWorld(app).sqlite.prepare('SELECT count(*) FROM temp.sim_games_changes').pluck().get()).toBe(
      LOG_LIMIT,
    );
    expect(patch?.refresh()).toBeNull();
    // A page kept now follows the next plays again.
    const again = patchableGameList(ownWorld(app).sqlite, TOP_TEN, Buffer.from(computed(app, TOP_TEN)));
    play.run(first);
    expect(again?.refresh()?.toString()).toBe(computed(app, TOP_TEN));
  });

  it('journals each page as it was sent, though its memory went to the next page (decision 064)', async () => {
    const app = await createTestApp();
    const ranked = JSON.parse(computed(app, LOBBY)).data.content as Array<{ id: number }>;
    const picks = [ranked[0]?.id ?? 0, ranked[30]?.id ?? 0];
    const bet = await bettor(app, picks);
    const sent: Array<{ content: unknown[] }> = [];
    for (let round = 0; round < 8; round++) {
      // Two reads of each page: the second is the kept bytes sent again.
      for (let read = 0; read < 2; read++) {
        const answer = await postJson(app, '/base/game/listPage', LOBBY);
        expect(answer.body).toBe(computed(app, LOBBY));
        sent.push(JSON.parse(answer.body).data);
      }
      await bet(picks[round % 2] ?? 0);
    }
    const journal = await control(app, 'GET', '/journal?path=/api/base/game/listPage');
    const answers = (journal.data as Array<{ answer: unknown }>).map((entry) => entry.answer).reverse();
    // A world's export holds the same answers (world-snapshot.ts).
    const exported = ownWorld(app)
      .simJournal.snapshot()
      .entries.filter((entry) => entry.path === '/api/base/game/listPage');
    expect(answers).toHaveLength(sent.length);
    // The journal shows the first 50 items of a list.
    for (const [index, answer] of answers.entries()) {
      const page = sent[index];
      expect(answer, `read ${index}`).toEqual({ ...page, content: page?.content.slice(0, 50) });
      expect(exported[index]?.answer, `exported read ${index}`).toEqual(answer);
    }
  });
});
