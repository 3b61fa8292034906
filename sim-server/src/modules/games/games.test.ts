import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { GameCategory } from '@casino/contracts/games/enums';
import { buildGameFixtures, GAME_COUNTS } from '@casino/fixtures/games';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postForm, postJson } from '../../testing/test-app';
import { signInSeeded } from './game-test-support';

interface GameAnswer {
  id: number;
  name: string;
  category: string;
  enabled: number;
  playForFun: number;
  totalPlayCount: number;
  cover: number;
}
interface PageAnswer {
  content: GameAnswer[];
  number: number;
  size: number;
  totalElements: number;
  last: boolean;
}

describe('game catalogue fixtures', () => {
  it('holds at least 300 uniquely named games over 8 vendors and the four categories, ids from 1', () => {
    const catalogue = buildGameFixtures(20261121);
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.map((game) => game.name)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((game) => game.vendor)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(catalogue.map((game) => game.category))).toEqual(new Set(Object.values(GameCategory)));
    expect(catalogue.map((game) => game.id).slice(0, 3)).toEqual([1, 2, 3]);
    expect(catalogue.every((game) => game.rtp >= 0.94 && game.rtp <= 0.97)).toBe(true);
    expect(buildGameFixtures(20261121)).toEqual(catalogue);
  });

  it('scales to 10,000 uniquely named games in the same proportions (SIM_GAME_COUNT)', () => {
    const catalogue = buildGameFixtures(20261121, 10_000);
    expect(catalogue).toHaveLength(10_000);
    expect(new Set(catalogue.map((game) => game.name)).size).toBe(10_000);
    const live = catalogue.filter((game) => game.category === GameCategory.LIVE_CASINO).length;
    expect(live).toBe(Math.round((GAME_COUNTS[GameCategory.LIVE_CASINO] * 10_000) / 320));
    expect(() => buildGameFixtures(1, 20_001)).toThrow(RangeError);
  });

  it('seeds the catalogue size the configuration asks for', async () => {
    const app = await createTestApp({ env: { SIM_GAME_COUNT: '1000' } });
    const page = envelopeOf(await postJson(app, '/base/game/listPage', { pageSize: 1 })).data as PageAnswer;
    expect(page.totalElements).toBe(1000);
  });
});

describe('game lists', () => {
  it('answers a page of 300 games, then page 2, sorted by play count', async () => {
    const app = await createTestApp();
    const first = envelopeOf(
      await postJson(app, '/base/game/listPage', { pageSize: 300, totalPlayCount_0: 'DESC' }),
    );
    expect(first.error).toBe(0);
    const page = first.data as PageAnswer;
    const total = Object.values(GAME_COUNTS).reduce((sum, n) => sum + n, 0);
    expect(page).toMatchObject({ number: 1, size: 300, totalElements: total, last: false });
    expect(page.content).toHaveLength(300);
    const counts = page.content.map((game) => game.totalPlayCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const second = envelopeOf(
      await postJson(app, '/base/game/listPage', { pageSize: 300, pageNum: 2, totalPlayCount_0: 'DESC' }),
    ).data as PageAnswer;
    expect(second).toMatchObject({ number: 2, last: true });
    expect(second.content).toHaveLength(total - 300);
  });

  it('filters by category, category_NEQ, enabled and playForFun', async () => {
    const app = await createTestApp();
    const top = envelopeOf(
      await postJson(app, '/base/game/listPage', {
        enabled: 1,
        category_NEQ: 'Live Casino',
        totalPlayCount_0: 'DESC',
        pageSize: 300,
      }),
    ).data as PageAnswer;
    expect(top.content.length).toBeGreaterThan(0);
    expect(top.content.every((game) => game.category !== 'Live Casino' && game.enabled === 1)).toBe(true);
    const fun = envelopeOf(
      await postJson(app, '/base/game/listPage', { playForFun: 1, category: 'Fun', pageSize: 50 }),
    ).data as PageAnswer;
    expect(fun.totalElements).toBe(GAME_COUNTS.Fun);
    expect(fun.content.every((game) => game.playForFun === 1 && game.category === 'Fun')).toBe(true);
  });

  it('refuses an unknown filter field and a page size above 300', async () => {
    const app = await createTestApp();
    const unknown = envelopeOf(await postJson(app, '/base/game/listPage', { rtp: 0.96 }));
    expect(unknown.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    const tooBig = envelopeOf(await postJson(app, '/base/game/listPage', { pageSize: 301 }));
    expect(tooBig.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });

  it('gets one game, and refuses an unknown id', async () => {
    const app = await createTestApp();
    const one = envelopeOf(await postForm(app, '/base/game/get', { id: '1' }));
    expect(one).toMatchObject({ error: 0, data: { id: 1, enabled: 1, playForFun: 1 } });
    const missing = envelopeOf(await postForm(app, '/base/game/get', { id: '99999' }));
    expect(missing.error).toBe(ApiErrorCode.NOT_FOUND);
    const invalid = envelopeOf(await postForm(app, '/base/game/get', { id: 'abc' }));
    expect(invalid.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});

describe('home overview', () => {
  it('gives visitors every group but an empty recently, top games without live casino', async () => {
    const app = await createTestApp();
    const overview = envelopeOf(await postForm(app, '/sys/game/all')).data as Record<
      string,
      { count: number; data: GameAnswer[] }
    >;
    expect(overview.recently).toEqual({ count: 0, data: [] });
    const enabledIn = (category: string) =>
      ownWorld(app)
        .db.select()
        .from(games)
        .where(eq(games.category, category))
        .all()
        .filter((game) => game.enabled === 1).length;
    expect(overview.slotsGames?.count).toBe(enabledIn('Slots'));
    expect(overview.tableGames?.count).toBe(enabledIn('Table Games'));
    expect(overview.liveCasino?.count).toBe(enabledIn('Live Casino'));
    expect(overview.top?.data.length).toBe(24);
    expect(overview.top?.data.some((game) => game.category === 'Live Casino')).toBe(false);
    expect(overview.liveCasino?.data.every((game) => game.category === 'Live Casino')).toBe(true);
  });
});

describe('vendor domain, block check and the ticker', () => {
  it('answers a vendor domain to members, -2 without a token, not found for an unknown code', async () => {
    const app = await createTestApp();
    const { token } = signInSeeded(app, 'demo');
    expect(
      envelopeOf(await postForm(app, '/sys/gameVendor/wrapper/domain', { code: 'NSG' }, token)),
    ).toMatchObject({
      error: 0,
      data: 'games.northstar.example',
    });
    expect(envelopeOf(await postForm(app, '/sys/gameVendor/wrapper/domain', { code: 'NSG' })).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
    expect(
      envelopeOf(await postForm(app, '/sys/gameVendor/wrapper/domain', { code: 'NOPE' }, token)).error,
    ).toBe(ApiErrorCode.NOT_FOUND);
  });

  it('answers 1 for a member who may play, 0 when blocked, refuses another id and visitors', async () => {
    const app = await createTestApp();
    const { member, token } = signInSeeded(app, 'demo');
    const other = signInSeeded(app, 'newbie').member;
    const check = (id: number, withToken?: string) =>
      postForm(app, '/sys/sysSetting/checkBlock', { id: String(id) }, withToken).then(envelopeOf);
    expect(await check(member.id, token)).toMatchObject({ error: 0, data: 1 });
    expect((await check(other.id, token)).error).toBe(ApiErrorCode.FORBIDDEN);
    expect((await check(member.id)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    ownWorld(app).db.update(members).set({ blocked: true }).where(eq(members.id, member.id)).run();
    expect(await check(member.id, token)).toMatchObject({ error: 0, data: 0 });
  });

  it('answers the seeded latest wins on a fresh database', async () => {
    const app = await createTestApp();
    const wins = envelopeOf(await postJson(app, '/sys/latestWin/randomList')).data as {
      game: string;
      name: string;
      amount: number;
    }[];
    expect(wins.length).toBe(30);
    expect(wins[0]?.name).toMatch(/\*\*\*/);
  });
});

describe('launch URLs', () => {
  it('opens real play for members only, fun play for anyone, refusing what cannot be played', async () => {
    const app = await createTestApp();
    const { member, token } = signInSeeded(app, 'demo');
    const launchReal = (id: number, withToken?: string) =>
      postForm(app, '/sys/game/getLaunchUrl', { id: String(id), channel: 'mobile' }, withToken).then(
        envelopeOf,
      );
    const launchFun = (id: number) =>
      postForm(app, '/sys/game/getTryPlayUrl', { id: String(id), channel: 'pc' }).then(envelopeOf);
    expect(await launchReal(1, token)).toMatchObject({
      error: 0,
      data: expect.stringMatching(/^\/sim\/games\/play\?session=/),
    });
    expect((await launchReal(1)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect((await launchReal(99999, token)).error).toBe(ApiErrorCode.GAME_UNAVAILABLE);
    const disabled = ownWorld(app).db.select().from(games).where(eq(games.enabled, 0)).get();
    expect((await launchReal(disabled?.id ?? 0, token)).error).toBe(ApiErrorCode.GAME_UNAVAILABLE);
    expect(
      (await postForm(app, '/sys/game/getLaunchUrl', { id: '1', channel: 'tv' }, token).then(envelopeOf))
        .error,
    ).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect((await launchFun(1)).error).toBe(0);
    const realOnly = ownWorld(app).db.select().from(games).where(eq(games.playForFun, 0)).get();
    expect((await launchFun(realOnly?.id ?? 0)).error).toBe(ApiErrorCode.GAME_UNAVAILABLE);
    ownWorld(app).db.update(members).set({ blocked: true }).where(eq(members.id, member.id)).run();
    expect((await launchReal(1, token)).error).toBe(ApiErrorCode.PLAY_BLOCKED);
  });
});
