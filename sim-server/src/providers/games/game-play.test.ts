import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { GAME_ESCAPE_MESSAGE_TYPE, GAME_ROUND_MESSAGE_TYPE } from '@casino/contracts/games/schemas';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { GameEngine } from '@casino/fixtures/games';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, ledgerEntries, members, vipLevels } from '../../db/schema/index';
import { gameOf, launch, memberRow, playRound, signInSeeded } from '../../modules/games/game-test-support';
import { ledgerTotals } from '../../modules/ledger/ledger-service';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postJson } from '../../testing/test-app';

interface RoundData {
  roundId: number;
  bet: number;
  win: number;
  balance: number;
  outcome: { status?: string; number?: number };
}
const roundData = (response: { json(): unknown }) => (response.json() as { data: RoundData }).data;

const booksBalance = (app: Awaited<ReturnType<typeof createTestApp>>, memberId: number) => {
  const member = memberRow(app, memberId);
  expect(ledgerTotals(ownWorld(app).db, memberId)).toEqual({
    cash: member.cashBalance,
    bonus: member.bonusBalance,
  });
  return member;
};

describe('the simulated game page', () => {
  it('serves a page that runs under script-src self, and an error page for a dead session', async () => {
    const app = await createTestApp();
    const { token } = signInSeeded(app, 'demo');
    const { url } = await launch(app, 1, token);
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/sim/games/assets/slot.js"></script>');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).toContain('aria-live="polite"');
    expect(page.body).toContain('Paytable');
    // The round message the page posts to the app is the contract's.
    expect(page.body).toContain(`data-round-message="${GAME_ROUND_MESSAGE_TYPE}"`);
    // And the one it posts when Escape is pressed in it (the frame has the keyboard then).
    expect(page.body).toContain(`data-escape-message="${GAME_ESCAPE_MESSAGE_TYPE}"`);
    const script = await app.inject({ method: 'GET', url: '/sim/games/assets/slot.js' });
    expect(script.headers['content-type']).toContain('javascript');
    const dead = await app.inject({ method: 'GET', url: '/sim/games/play?session=nope' });
    expect(dead.statusCode).toBe(404);
    expect(dead.body).toContain('expired or does not exist');
    // Escape closes the game from the error page too.
    expect(dead.body).toContain(`data-escape-message="${GAME_ESCAPE_MESSAGE_TYPE}"`);
    expect(dead.body).toContain('<script src="/sim/games/assets/common.js"></script>');
    const deadRound = await playRound(app, { session: 'nope', bet: 1 });
    expect(envelopeOf(deadRound).error).toBe(ApiErrorCode.GAME_UNAVAILABLE);
  });

  it('renders the table games with their controls', async () => {
    const app = await createTestApp();
    for (const engine of [GameEngine.ROULETTE, GameEngine.BLACKJACK]) {
      const game = gameOf(app, engine);
      ownWorld(app).db.update(games).set({ playForFun: 1 }).where(eq(games.id, game.id)).run();
      const { url } = await launch(app, game.id, undefined, 'fun');
      const page = await app.inject({ method: 'GET', url });
      expect(page.body).toContain(`/sim/games/assets/${engine}.js`);
      expect(page.body).toContain(engine === GameEngine.ROULETTE ? 'Your bet' : '>Stand<');
    }
  });
});

describe('real-money rounds', () => {
  it('bets and wins through the ledger, earns VIP points, fills history and the ticker', async () => {
    const app = await createTestApp();
    const { member, token } = signInSeeded(app, 'demo');
    ownWorld(app).db.update(members).set({ rollingAmount: 50_000 }).where(eq(members.id, member.id)).run();
    const { session } = await launch(app, 1, token);
    const startBalance = member.cashBalance + member.bonusBalance;
    const playCount = firstGameCount(app, 1);

    const first = roundData(await playRound(app, { session, bet: 10 }));
    expect(first.balance).toBeCloseTo((startBalance - 1000 + first.win * 100) / 100, 2);
    const rounds = [first];
    for (let i = 0; i < 149; i++) rounds.push(roundData(await playRound(app, { session, bet: 10 })));

    const after = booksBalance(app, member.id);
    const won = rounds.reduce((sum, round) => sum + round.win * 100, 0);
    expect(after.cashBalance + after.bonusBalance).toBe(startBalance - 150 * 1000 + Math.round(won));
    const bets = ownWorld(app)
      .db.select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, 'round:%:bet'))
      .all();
    expect(bets).toHaveLength(150);
    expect(bets.every((row) => row.type === LedgerTransactionType.GAME_BET && row.amount === -1000)).toBe(
      true,
    );
    const wins = ownWorld(app)
      .db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.type, LedgerTransactionType.GAME_WIN))
      .all();
    expect(wins).toHaveLength(rounds.filter((round) => round.win > 0).length);
    // 1,500 wagered is 150 points; 500 of rolling amount worked off, not below zero.
    expect(after.vipLifeTimePoints).toBe(member.vipLifeTimePoints + 150);
    expect(after.vipPoints).toBe(member.vipPoints + 150);
    expect(after.rollingAmount).toBe(0);
    expect(firstGameCount(app, 1)).toBe(playCount + 150);

    const history = envelopeOf(
      await postJson(
        app,
        '/sys/game/history/page',
        { amount_GT: 0, createTime_0: 'DESC', pageSize: 20 },
        token,
      ),
    );
    expect(history.data).toMatchObject({ totalElements: 150, size: 20, last: false });
    expect((history.data as { content: { id: number; amount: number }[] }).content[0]).toMatchObject({
      id: 1,
      amount: 10,
    });
    expect(envelopeOf(await postJson(app, '/sys/game/history/page', {})).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );

    const overview = envelopeOf(
      await app.inject({ method: 'POST', url: '/api/sys/game/all', headers: { authorization: token } }),
    );
    expect(overview.data).toMatchObject({ recently: { count: 1, data: [{ id: 1 }] } });

    const bigWin = rounds.find((round) => round.win >= 100);
    expect(bigWin).toBeDefined();
    const ticker = envelopeOf(await postJson(app, '/sys/latestWin/randomList')).data as {
      name: string;
      amount: number;
    }[];
    expect(ticker.some((win) => win.name === 'de***o' && win.amount === bigWin?.win)).toBe(true);
  });

  it('raises the VIP level when lifetime points cross a threshold', async () => {
    const app = await createTestApp();
    if (ownWorld(app).db.select().from(vipLevels).all().length === 0) {
      ownWorld(app)
        .db.insert(vipLevels)
        .values([
          { level: 1, name: 'Bronze', points: 0 },
          { level: 2, name: 'Silver', points: 400 },
          { level: 3, name: 'Gold', points: 2000 },
          { level: 4, name: 'Platinum', points: 5000 },
          { level: 5, name: 'Diamond', points: 10000 },
        ])
        .run();
    }
    const levels = ownWorld(app)
      .db.select()
      .from(vipLevels)
      .all()
      .sort((a, b) => a.points - b.points);
    const { member, token } = signInSeeded(app, 'demo');
    const target = levels.find((level) => level.level > member.vipLevel);
    if (!target) throw new Error('no higher level');
    ownWorld(app)
      .db.update(members)
      .set({ vipLifeTimePoints: target.points - 1 })
      .where(eq(members.id, member.id))
      .run();
    const { session } = await launch(app, 1, token);
    await playRound(app, { session, bet: 4 });
    expect(memberRow(app, member.id).vipLevel).toBe(member.vipLevel);
    await playRound(app, { session, bet: 4 });
    await playRound(app, { session, bet: 4 });
    // 12 wagered in three bets of 4 earns exactly one point on the third.
    expect(memberRow(app, member.id)).toMatchObject({
      vipLifeTimePoints: target.points,
      vipLevel: target.level,
    });
  });

  it('refuses a bet above the balance, a bet below the minimum, and real play once blocked', async () => {
    const app = await createTestApp();
    const { member, token } = signInSeeded(app, 'newbie');
    const { session } = await launch(app, 1, token);
    const refused = envelopeOf(await playRound(app, { session, bet: 1 }));
    expect(refused).toMatchObject({ error: ApiErrorCode.INSUFFICIENT_BALANCE, data: null });
    expect(booksBalance(app, member.id).cashBalance).toBe(member.cashBalance);
    expect(
      ownWorld(app).db.select().from(ledgerEntries).where(like(ledgerEntries.reference, 'round:%')).all(),
    ).toHaveLength(0);
    expect(envelopeOf(await playRound(app, { session, bet: 0.05 })).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
    expect(envelopeOf(await playRound(app, { session })).error).toBe(ApiErrorCode.VALIDATION_FAILED);
    ownWorld(app).db.update(members).set({ blocked: true }).where(eq(members.id, member.id)).run();
    expect(envelopeOf(await playRound(app, { session, bet: 1 })).error).toBe(ApiErrorCode.PLAY_BLOCKED);
  });

  it('plays roulette bets and a blackjack hand from deal to settlement', async () => {
    const app = await createTestApp();
    const { member, token } = signInSeeded(app, 'demo');
    const roulette = await launch(app, gameOf(app, GameEngine.ROULETTE).id, token);
    const spin = roundData(
      await playRound(app, { session: roulette.session, bet: 5, choice: 'straight:17' }),
    );
    expect(spin.outcome.number).toBeGreaterThanOrEqual(0);
    expect([0, 180]).toContain(spin.win);
    expect(
      envelopeOf(await playRound(app, { session: roulette.session, bet: 5, choice: 'blue' })).error,
    ).toBe(ApiErrorCode.VALIDATION_FAILED);

    const blackjack = await launch(app, gameOf(app, GameEngine.BLACKJACK).id, token);
    for (let hand = 0; hand < 5; hand++) {
      let step = roundData(await playRound(app, { session: blackjack.session, bet: 10, choice: 'deal' }));
      if (step.outcome.status === 'open') {
        const twice = envelopeOf(
          await playRound(app, { session: blackjack.session, bet: 10, choice: 'deal' }),
        );
        expect(twice.error).toBe(ApiErrorCode.BUSINESS_RULE);
        step = roundData(await playRound(app, { session: blackjack.session, choice: 'stand' }));
      }
      expect(step.outcome.status).toBe('settled');
      expect([0, 10, 20, 25]).toContain(step.win);
    }
    expect(envelopeOf(await playRound(app, { session: blackjack.session, choice: 'hit' })).error).toBe(
      ApiErrorCode.BUSINESS_RULE,
    );
    booksBalance(app, member.id);
  });
});

describe('play for fun', () => {
  it('moves play money only: no ledger rows for visitors or members', async () => {
    const app = await createTestApp();
    const ledgerCount = () => ownWorld(app).db.select().from(ledgerEntries).all().length;
    const before = ledgerCount();
    const visitor = await launch(app, 1, undefined, 'fun');
    const state = envelopeOf(
      await app.inject({ method: 'GET', url: `/sim/games/api/state?session=${visitor.session}` }),
    );
    expect(state.data).toMatchObject({ mode: 'fun', balance: 1000, currency: 'FUN' });
    const round = roundData(await playRound(app, { session: visitor.session, bet: 2 }));
    expect(round.balance).toBeCloseTo(998 + round.win, 2);

    const { member, token } = signInSeeded(app, 'demo');
    const memberFun = await launch(app, 1, token, 'fun');
    const played = roundData(await playRound(app, { session: memberFun.session, bet: 5 }));
    const after = memberRow(app, member.id);
    expect(after.playBalance).toBe(member.playBalance - 500 + Math.round(played.win * 100));
    expect(after.cashBalance).toBe(member.cashBalance);
    expect(ledgerCount()).toBe(before);
  });
});

function firstGameCount(app: Awaited<ReturnType<typeof createTestApp>>, id: number) {
  return ownWorld(app).db.select().from(games).where(eq(games.id, id)).get()?.totalPlayCount ?? 0;
}
