import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LimitRefusalSchema, PlaySessionSchema } from '@casino/contracts/protection/schemas';
import { endpoints } from '@casino/contracts/registry';
import { GameEngine } from '@casino/fixtures/games';
import { describe, expect, it } from 'vitest';
import { ownWorld } from '../../plugins/world-parts';
import { gameOf, launch } from '../games/game-test-support';
import {
  call,
  DAY_MS,
  elapse,
  fund,
  HOUR_MS,
  losingSlot,
  newPlayer,
  ok,
  protectionApp,
  round,
  setLimit,
  statusOf,
  T0,
} from './protection-test-support';

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE_MS = 60_000;
type Session = {
  wagered: number;
  net: number;
  nextCheckTime: string | null;
  checkDue: boolean;
  startTime: string;
};

describe('wager and loss limits on rounds', () => {
  it('refuses the bet that would pass a loss limit, counting the whole stake as a possible loss', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    fund(app, member.id, 100);
    await setLimit(app, token, 'LOSS', 'DAY', 25);
    const session = await losingSlot(app, token);
    expect((await round(app, { session, bet: 10 })).error).toBe(0);
    elapse(app, HOUR_MS);
    expect((await round(app, { session, bet: 10 })).error).toBe(0);
    const refused = await round(app, { session, bet: 5.01 });
    expect(refused.error).toBe(ApiErrorCode.PROTECTION_LIMIT_REACHED);
    expect(refused.message).toBe(
      'This bet would pass your 24-hour loss limit of 25.00 USD: 5.00 USD left, more from 2026-03-11 12:00 UTC.',
    );
    expect(LimitRefusalSchema.strict().parse(refused.data)).toMatchObject({ kind: 'LOSS', remaining: 5 });
    // The refused bet took nothing.
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ used: 20, remaining: 5 });
    expect((await round(app, { session, bet: 5 })).error).toBe(0);
    expect(
      ownWorld(app).sqlite.prepare('SELECT cash_balance FROM members WHERE id = ?').pluck().get(member.id),
    ).toBe(7500);
    // The first loss leaves the window after 24 hours; the later ones are still counted.
    elapse(app, DAY_MS - HOUR_MS);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({
      used: 15,
      remaining: 10,
      resetTime: iso(T0 + HOUR_MS + DAY_MS),
    });
    // (A game session lasts 12 hours: the game is opened again.)
    expect((await round(app, { session: await losingSlot(app, token), bet: 10 })).error).toBe(0);
  });

  it('counts wins against losses, but never below zero', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    fund(app, member.id, 100);
    await setLimit(app, token, 'LOSS', 'WEEK', 30);
    const { session } = await launch(app, gameOf(app, GameEngine.SLOT).id, token);
    for (let index = 0; index < 40; index++) {
      const answer = await round(app, { session, bet: 1 });
      if (answer.error !== 0) {
        expect(answer.error).toBe(ApiErrorCode.PROTECTION_LIMIT_REACHED);
        break;
      }
    }
    const net = ownWorld(app)
      .sqlite.prepare(
        "SELECT coalesce(sum(bet - win), 0) FROM game_rounds WHERE member_id = ? AND mode = 'real'",
      )
      .pluck()
      .get(member.id) as number;
    const limit = (await statusOf(app, token)).limits[0];
    expect(limit?.used).toBe(Math.max(0, net) / 100);
    expect(limit?.remaining).toBe(Math.max(0, 3000 - Math.max(0, net)) / 100);
  });

  it('refuses the bet that would pass a wager limit on roulette, and names the tighter of wager and loss', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    fund(app, member.id, 500);
    await setLimit(app, token, 'WAGER', 'WEEK', 50);
    await setLimit(app, token, 'LOSS', 'DAY', 45);
    const { session } = await launch(app, gameOf(app, GameEngine.ROULETTE, true).id, token);
    expect((await round(app, { session, bet: 40, choice: 'red' })).error).toBe(0);
    const refused = await round(app, { session, bet: 6, choice: 'red' });
    expect(refused.message).toContain('24-hour loss limit of 45.00 USD: 5.00 USD left');
    // Two days later the loss limit has room again, the weekly wager limit does not.
    elapse(app, 2 * DAY_MS);
    const wager = await round(app, {
      session: (await launch(app, gameOf(app, GameEngine.ROULETTE).id, token)).session,
      bet: 11,
      choice: 'red',
    });
    expect(wager.message).toBe(
      'This bet would pass your 7-day wager limit of 50.00 USD: 10.00 USD left, more from 2026-03-17 12:00 UTC.',
    );
    expect(wager.data).toMatchObject({ kind: 'WAGER', period: 'WEEK', amount: 50, remaining: 10 });
  });

  it('checks a blackjack deal (an open hand counts its whole stake) and lets the hand in play finish', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    fund(app, member.id, 100);
    await setLimit(app, token, 'WAGER', 'DAY', 15);
    const { session } = await launch(app, gameOf(app, GameEngine.BLACKJACK).id, token);
    const dealt = await round(app, { session, bet: 10, choice: 'deal' });
    expect(dealt.error).toBe(0);
    if ((dealt.data as { outcome: { status: string } }).outcome.status === 'open') {
      expect((await round(app, { session, choice: 'stand' })).error).toBe(0);
    }
    expect((await round(app, { session, bet: 6, choice: 'deal' })).error).toBe(
      ApiErrorCode.PROTECTION_LIMIT_REACHED,
    );
    expect((await round(app, { session, bet: 5, choice: 'deal' })).error).toBe(0);
  });

  it('leaves play money alone: fun rounds are not counted or refused', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    await setLimit(app, token, 'WAGER', 'DAY', 1);
    const slot = gameOf(app, GameEngine.SLOT);
    ownWorld(app).sqlite.prepare('UPDATE games SET play_for_fun = 1 WHERE id = ?').run(slot.id);
    const { session } = await launch(app, slot.id, token, 'fun');
    for (let index = 0; index < 3; index++) expect((await round(app, { session, bet: 5 })).error).toBe(0);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ used: 0 });
    expect(member.id).toBeGreaterThan(0);
  });
});

describe('reality checks and the play session', () => {
  it('shows time, amount wagered and net result since sign-in, and reminds every interval until Continue', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    fund(app, member.id, 100);
    // Play before the interval is set still counts for this sign-in.
    const session = await losingSlot(app, token);
    await round(app, { session, bet: 2.5 });
    const off = await ok<Session>(app, endpoints.protectionPlaySession, {}, token);
    expect(PlaySessionSchema.strict().parse(off)).toEqual({
      currency: 'USD',
      startTime: iso(T0),
      serverTime: iso(T0),
      wagered: 2.5,
      net: -2.5,
      realityCheckMinutes: 0,
      nextCheckTime: null,
      checkDue: false,
    });

    const status = await ok<{ realityCheckMinutes: number }>(
      app,
      endpoints.protectionSetRealityCheck,
      { minutes: 30 },
      token,
    );
    expect(status.realityCheckMinutes).toBe(30);
    elapse(app, 30 * MINUTE_MS - 1);
    const early = await ok<Session>(app, endpoints.protectionPlaySession, {}, token);
    expect(early).toMatchObject({ nextCheckTime: iso(T0 + 30 * MINUTE_MS), checkDue: false });
    elapse(app, 1);
    expect(await ok<Session>(app, endpoints.protectionPlaySession, {}, token)).toMatchObject({
      checkDue: true,
    });
    elapse(app, 5 * MINUTE_MS);
    const continued = await ok<Session>(app, endpoints.protectionContinue, {}, token);
    expect(continued).toMatchObject({ checkDue: false, nextCheckTime: iso(T0 + 65 * MINUTE_MS) });

    // A shorter interval counts from the last Continue; off means no reminder.
    await ok(app, endpoints.protectionSetRealityCheck, { minutes: 10 }, token);
    expect(await ok<Session>(app, endpoints.protectionPlaySession, {}, token)).toMatchObject({
      nextCheckTime: iso(T0 + 45 * MINUTE_MS),
      checkDue: false,
    });
    await ok(app, endpoints.protectionSetRealityCheck, { minutes: 0 }, token);
    expect(await ok<Session>(app, endpoints.protectionPlaySession, {}, token)).toMatchObject({
      nextCheckTime: null,
      checkDue: false,
    });
    expect((await call(app, endpoints.protectionSetRealityCheck, { minutes: 15 }, token)).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
  });

  it('keeps the start through a token refresh, and starts again at the next sign-in', async () => {
    const app = await protectionApp();
    const { member, username, token } = newPlayer(app);
    fund(app, member.id, 100);
    await ok(app, endpoints.protectionSetRealityCheck, { minutes: 20 }, token);
    const session = await losingSlot(app, token);
    await round(app, { session, bet: 4 });
    elapse(app, 25 * MINUTE_MS);
    const refreshed = await ok<{ token: string }>(app, endpoints.tokenRefresh, {}, token);
    const after = await ok<Session>(app, endpoints.protectionPlaySession, {}, refreshed.token);
    expect(after).toMatchObject({ startTime: iso(T0), wagered: 4, net: -4, checkDue: true });
    await ok(app, endpoints.protectionContinue, {}, refreshed.token);

    elapse(app, HOUR_MS);
    const login = await ok<{ token: string }>(app, endpoints.login, {
      username,
      password: 'Secret123!',
      type: 'MEMBER',
    });
    const fresh = await ok<Session>(app, endpoints.protectionPlaySession, {}, login.token);
    expect(fresh).toMatchObject({
      startTime: iso(T0 + 85 * MINUTE_MS),
      wagered: 0,
      net: 0,
      nextCheckTime: iso(T0 + 105 * MINUTE_MS),
      checkDue: false,
    });
  });
});
