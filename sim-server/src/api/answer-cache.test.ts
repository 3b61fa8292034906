import type { SessionUser } from '@casino/contracts/auth/schemas';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { GameOverview } from '@casino/contracts/games/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { games, members, sessions } from '../db/schema/index';
import { SESSION_LIFETIME_MS } from '../modules/auth/session-tokens';
import { launch, playRound, signInSeeded } from '../modules/games/game-test-support';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp, envelopeOf, postForm, postJson } from '../testing/test-app';

/** The lobby's page: every game, the most played first. */
const LOBBY_PAGE = { enabled: 1, totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 300 };
const SLOT_GAME = 5;

interface GamePage {
  content: Array<{ id: number; name: string; totalPlayCount: number }>;
}

const lobbyPage = (app: FastifyInstance) => postJson(app, '/base/game/listPage', LOBBY_PAGE);
const gameOf = (page: GamePage, id: number) => page.content.find((game) => game.id === id);

async function fundedPlayer(app: FastifyInstance) {
  const { member, token } = signInSeeded(app, 'demo');
  ownWorld(app)
    .db.update(members)
    .set({ cashBalance: 100_000, blocked: false })
    .where(eq(members.id, member.id))
    .run();
  return { member, token };
}

describe('kept answers (the answer cache)', () => {
  it('answers the same bytes as a computed answer, journaled alike, until a bet moves the play counts', async () => {
    const app = await createTestApp();
    const first = await lobbyPage(app);
    const kept = await lobbyPage(app);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.body).toBe(first.body);
    const journal = ownWorld(app).simJournal.list({ path: '/base/game/listPage', limit: 1 })[0];
    expect(journal).toMatchObject({ error: ApiErrorCode.OK, message: 'success', httpStatus: 200 });

    const { token } = await fundedPlayer(app);
    const { session } = await launch(app, SLOT_GAME, token);
    expect(envelopeOf(await playRound(app, { session, bet: 1 })).error).toBe(ApiErrorCode.OK);
    const before = gameOf(envelopeOf(first).data as GamePage, SLOT_GAME);
    const after = gameOf(envelopeOf(await lobbyPage(app)).data as GamePage, SLOT_GAME);
    expect(after?.totalPlayCount).toBe((before?.totalPlayCount ?? 0) + 1);
  });

  it('moves a game up the kept list when a bet lifts its play count past another', async () => {
    const app = await createTestApp();
    const top = (envelopeOf(await lobbyPage(app)).data as GamePage).content[0];
    if (!top || top.id === SLOT_GAME) throw new Error('the seed changed: pick another game');
    // One play behind the most played game (which takes one more), so two bets lift it past.
    ownWorld(app)
      .db.update(games)
      .set({ totalPlayCount: top.totalPlayCount + 1 })
      .where(eq(games.id, top.id))
      .run();
    ownWorld(app)
      .db.update(games)
      .set({ totalPlayCount: top.totalPlayCount })
      .where(eq(games.id, SLOT_GAME))
      .run();
    const ids = async () =>
      (envelopeOf(await lobbyPage(app)).data as GamePage).content.map((game) => game.id);
    const before = await ids();
    expect(before[0]).toBe(top.id);
    expect(await ids()).toEqual(before);
    const { token } = await fundedPlayer(app);
    const { session } = await launch(app, SLOT_GAME, token);
    for (const _ of [1, 2])
      expect(envelopeOf(await playRound(app, { session, bet: 1 })).error).toBe(ApiErrorCode.OK);
    const page = envelopeOf(await lobbyPage(app)).data as GamePage;
    expect(page.content.slice(0, 2)).toMatchObject([
      { id: SLOT_GAME, totalPlayCount: top.totalPlayCount + 2 },
      { id: top.id, totalPlayCount: top.totalPlayCount + 1 },
    ]);
  });

  it('shows a row changed straight in the database (as QA or a test would) at once', async () => {
    const app = await createTestApp();
    await lobbyPage(app);
    ownWorld(app).sqlite.prepare('UPDATE games SET name = ? WHERE id = ?').run('Renamed Reels', SLOT_GAME);
    expect(gameOf(envelopeOf(await lobbyPage(app)).data as GamePage, SLOT_GAME)?.name).toBe('Renamed Reels');
  });

  it('checks each payload of a kept call: a remembered valid one never lets an invalid one by, nor answers for another', async () => {
    const app = await createTestApp();
    const page = async (payload: object) => postJson(app, '/base/game/listPage', payload);
    const sizes = async (payload: object) =>
      (envelopeOf(await page(payload)).data as GamePage).content.length;
    expect(await sizes({ ...LOBBY_PAGE, pageSize: 2 })).toBe(2);
    expect(await sizes({ ...LOBBY_PAGE, pageSize: 3 })).toBe(3);
    expect(await sizes({ ...LOBBY_PAGE, pageSize: 2 })).toBe(2);
    // The same fields in another order are the same payload, answered alike.
    expect(await sizes({ pageSize: 3, pageNum: 1, totalPlayCount_0: 'DESC', enabled: 1 })).toBe(3);
    for (let round = 0; round < 2; round += 1) {
      const refused = await page({ ...LOBBY_PAGE, pageSize: -1 });
      expect(refused.statusCode).toBe(400);
      expect(envelopeOf(refused).error).toBe(ApiErrorCode.VALIDATION_FAILED);
    }
  });

  it("keeps each caller's home sections apart", async () => {
    const app = await createTestApp();
    const overview = async (token?: string) =>
      envelopeOf(await postForm(app, '/sys/game/all', {}, token)).data as GameOverview;
    const { token } = await fundedPlayer(app);
    const { session } = await launch(app, SLOT_GAME, token);
    await playRound(app, { session, bet: 1 });
    expect((await overview()).recently.count).toBe(0);
    expect((await overview(token)).recently.data.map((game) => game.id)).toEqual([SLOT_GAME]);
    expect((await overview()).recently.count).toBe(0);
    expect((await overview(token)).recently.count).toBe(1);
    expect((await overview('not-a-token')).recently.count).toBe(0);
    ownWorld(app).clock.advance(SESSION_LIFETIME_MS);
    expect((await overview(token)).recently.count).toBe(0);
  });
});

describe('token info from kept sessions and answers', () => {
  const tokenInfo = async (app: FastifyInstance, token: string) =>
    envelopeOf(await postForm(app, '/sys/auth/token/info', {}, token));

  it('follows a balance written straight into the database', async () => {
    const app = await createTestApp();
    const { member, token } = signInSeeded(app, 'demo');
    expect((await tokenInfo(app, token)).error).toBe(ApiErrorCode.OK);
    ownWorld(app)
      .db.update(members)
      .set({ cashBalance: 123_45, bonusBalance: 0 })
      .where(eq(members.id, member.id))
      .run();
    expect(((await tokenInfo(app, token)).data as SessionUser).availableBalance).toBe(123.45);
  });

  it('ends a session exactly at its expiry, also when the clock moves back and forth', async () => {
    const app = await createTestApp();
    const signedInAt = ownWorld(app).clock.now();
    const { token } = signInSeeded(app, 'demo');
    const expiry = signedInAt + SESSION_LIFETIME_MS;
    expect((await tokenInfo(app, token)).error).toBe(ApiErrorCode.OK);
    ownWorld(app).clock.set(expiry - 1_000);
    expect((await tokenInfo(app, token)).error).toBe(ApiErrorCode.OK);
    ownWorld(app).clock.set(expiry + 1_000);
    expect((await tokenInfo(app, token)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    ownWorld(app).clock.set(expiry - 60_000);
    expect((await tokenInfo(app, token)).error).toBe(ApiErrorCode.OK);
  });

  it('refuses a token revoked straight in the database, and one signed out, at once', async () => {
    const app = await createTestApp();
    const first = signInSeeded(app, 'demo');
    const second = signInSeeded(app, 'demo');
    expect((await tokenInfo(app, first.token)).error).toBe(ApiErrorCode.OK);
    expect((await tokenInfo(app, second.token)).error).toBe(ApiErrorCode.OK);
    ownWorld(app)
      .db.update(sessions)
      .set({ revoked: true })
      .where(eq(sessions.memberId, first.member.id))
      .run();
    expect((await tokenInfo(app, first.token)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect((await tokenInfo(app, second.token)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);

    const third = signInSeeded(app, 'demo');
    expect((await tokenInfo(app, third.token)).error).toBe(ApiErrorCode.OK);
    expect(envelopeOf(await postForm(app, '/sys/auth/logout', {}, third.token)).error).toBe(ApiErrorCode.OK);
    expect((await tokenInfo(app, third.token)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });
});
