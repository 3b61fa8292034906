import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { AccountBlockSchema, BREAK_PERIOD_MS } from '@casino/contracts/protection/schemas';
import { endpoints } from '@casino/contracts/registry';
import { GameEngine } from '@casino/fixtures/games';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ownWorld } from '../../plugins/world-parts';
import { gameOf, launch } from '../games/game-test-support';
import {
  call,
  DAY_MS,
  depositCalls,
  elapse,
  fund,
  newPlayer,
  ok,
  PASSWORD,
  protectionApp,
  round,
  signInAgain,
  T0,
} from './protection-test-support';

const iso = (ms: number) => new Date(ms).toISOString();
const logIn = (app: FastifyInstance, username: string, password = PASSWORD) =>
  call(app, endpoints.login, { username, password, type: 'MEMBER' });
const takeBreak = (app: FastifyInstance, token: string, period: string) =>
  call(app, endpoints.protectionTakeBreak, { period, confirm: true }, token);
const selfExclude = (app: FastifyInstance, token: string, period: string) =>
  call(app, endpoints.protectionSelfExclude, { period, confirm: true }, token);

describe('take a break', () => {
  it('starts at once, ends every session, and refuses sign-in, play and deposits until it ends', async () => {
    const app = await protectionApp();
    const { member, username, token } = newPlayer(app);
    fund(app, member.id, 100);
    const otherDevice = signInAgain(app, member.id);
    const { session: gameSession } = await launch(app, gameOf(app, GameEngine.SLOT).id, token);

    const started = await takeBreak(app, token, 'WEEK');
    const end = T0 + BREAK_PERIOD_MS.WEEK;
    expect(AccountBlockSchema.strict().parse(started.data)).toEqual({
      kind: 'BREAK',
      startTime: iso(T0),
      endTime: iso(end),
    });
    for (const live of [token, otherDevice]) {
      expect((await call(app, endpoints.tokenInfo, {}, live)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    }

    const refused = await logIn(app, username);
    expect(refused).toEqual({
      error: ApiErrorCode.PROTECTION_BREAK,
      message:
        'You are taking a break until 2026-03-17 12:00 UTC: sign-in, play and deposits are refused until then.',
      data: { kind: 'BREAK', startTime: iso(T0), endTime: iso(end) },
    });
    // A wrong password still answers as a wrong password: the break is named only to the owner.
    expect((await logIn(app, username, 'Wrong123!')).error).toBe(ApiErrorCode.BAD_CREDENTIALS);
    const social = await call(app, endpoints.facebookRegister, {
      email: member.email,
      firstName: 'Dana',
      lastName: 'Payer',
    });
    expect(social.error).toBe(ApiErrorCode.PROTECTION_BREAK);

    // A round in a game opened before the break is refused, and so is everything a token
    // opened behind the app's back (the app cannot sign in) would try.
    expect((await round(app, { session: gameSession, bet: 1 })).error).toBe(ApiErrorCode.PROTECTION_BREAK);
    const backDoor = signInAgain(app, member.id);
    for (const [name, endpoint, payload] of depositCalls(member.id, 20)) {
      expect((await call(app, endpoint, payload, backDoor)).error, name).toBe(ApiErrorCode.PROTECTION_BREAK);
    }
    const launchAnswer = await call(
      app,
      endpoints.gameLaunchUrl,
      { id: gameOf(app, GameEngine.SLOT).id, channel: 'pc' },
      backDoor,
    );
    expect(launchAnswer.error).toBe(ApiErrorCode.PROTECTION_BREAK);
    expect((await call(app, endpoints.tokenRefresh, {}, backDoor)).error).toBe(ApiErrorCode.PROTECTION_BREAK);
    const status = await ok<{ block: unknown }>(app, endpoints.protectionStatus, {}, backDoor);
    expect(status.block).toEqual({ kind: 'BREAK', startTime: iso(T0), endTime: iso(end) });
    expect(
      ownWorld(app)
        .sqlite.prepare('SELECT count(*) FROM deposit_orders WHERE member_id = ?')
        .pluck()
        .get(member.id),
    ).toBe(0);

    // One millisecond before the end it still holds; at the end sign-in, deposits and play work again.
    elapse(app, BREAK_PERIOD_MS.WEEK - 1);
    expect((await logIn(app, username)).error).toBe(ApiErrorCode.PROTECTION_BREAK);
    elapse(app, 1);
    const back = await logIn(app, username);
    expect(back.error).toBe(0);
    const fresh = (back.data as { token: string }).token;
    expect((await call(app, endpoints.protectionStatus, {}, fresh)).data).toMatchObject({ block: null });
    const [, cardEndpoint, cardPayload] = depositCalls(member.id, 20)[0];
    expect((await call(app, cardEndpoint, cardPayload, fresh)).error).toBe(0);
    const { session } = await launch(app, gameOf(app, GameEngine.SLOT).id, fresh);
    expect((await round(app, { session, bet: 1 })).error).toBe(0);
  });

  it('can only be extended: a shorter or equal one answers PROTECTION_BLOCK_ACTIVE and changes nothing', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    await takeBreak(app, token, 'MONTH');
    const shorter = await takeBreak(app, signInAgain(app, member.id), 'WEEK');
    expect(shorter.error).toBe(ApiErrorCode.PROTECTION_BLOCK_ACTIVE);
    expect(shorter.message).toBe(
      'You already have a break until 2026-04-09 12:00 UTC; it cannot be shortened, only extended.',
    );
    expect(shorter.data).toEqual({ kind: 'BREAK', startTime: iso(T0), endTime: iso(T0 + 30 * DAY_MS) });
    expect((await takeBreak(app, signInAgain(app, member.id), 'MONTH')).error).toBe(
      ApiErrorCode.PROTECTION_BLOCK_ACTIVE,
    );
    elapse(app, DAY_MS);
    const longer = await takeBreak(app, signInAgain(app, member.id), 'SIX_WEEKS');
    expect(longer.data).toEqual({
      kind: 'BREAK',
      startTime: iso(T0 + DAY_MS),
      endTime: iso(T0 + 43 * DAY_MS),
    });
    // The confirmation step is part of the contract.
    const unconfirmed = await call(
      app,
      endpoints.protectionTakeBreak,
      { period: 'WEEK', confirm: false },
      signInAgain(app, member.id),
    );
    expect(unconfirmed.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});

describe('self-exclusion', () => {
  it('lasts calendar months in UTC (6 months, 1 year, 5 years) or for good, and refuses sign-in until its end', async () => {
    const app = await protectionApp();
    const cases = [
      ['SIX_MONTHS', '2026-09-10T12:00:00.000Z', 'until 2026-09-10 12:00 UTC'],
      ['ONE_YEAR', '2027-03-10T12:00:00.000Z', 'until 2027-03-10 12:00 UTC'],
      ['FIVE_YEARS', '2031-03-10T12:00:00.000Z', 'until 2031-03-10 12:00 UTC'],
      ['PERMANENT', null, 'permanently'],
    ] as const;
    for (const [period, endTime, words] of cases) {
      const { username, token } = newPlayer(app);
      const started = await selfExclude(app, token, period);
      expect(started.data).toEqual({ kind: 'SELF_EXCLUSION', startTime: iso(T0), endTime });
      const refused = await logIn(app, username);
      expect(refused.error).toBe(ApiErrorCode.PROTECTION_SELF_EXCLUDED);
      expect(refused.message).toContain(`You have excluded yourself from gambling ${words}`);
      expect(refused.data).toEqual(started.data);
    }
  });

  it('ends on the last day of a shorter month, and sign-in works once the end has passed', async () => {
    const app = await protectionApp();
    const start = Date.UTC(2026, 7, 31, 9, 30);
    ownWorld(app).clock.set(start);
    const { username, token } = newPlayer(app);
    const started = await selfExclude(app, token, 'SIX_MONTHS');
    const end = Date.UTC(2027, 1, 28, 9, 30);
    expect(started.data).toEqual({ kind: 'SELF_EXCLUSION', startTime: iso(start), endTime: iso(end) });
    ownWorld(app).clock.set(end - 1);
    expect((await logIn(app, username)).error).toBe(ApiErrorCode.PROTECTION_SELF_EXCLUDED);
    ownWorld(app).clock.set(end);
    expect((await logIn(app, username)).error).toBe(0);
  });

  it('can never be shortened or replaced by a break, only lengthened', async () => {
    const app = await protectionApp();
    const { member, token } = newPlayer(app);
    await takeBreak(app, token, 'SIX_WEEKS');
    // An exclusion may follow a break (it ends later).
    expect((await selfExclude(app, signInAgain(app, member.id), 'ONE_YEAR')).error).toBe(0);
    for (const [take, period] of [
      [takeBreak, 'SIX_WEEKS'],
      [selfExclude, 'SIX_MONTHS'],
      [selfExclude, 'ONE_YEAR'],
    ] as const) {
      const answer = await take(app, signInAgain(app, member.id), period);
      expect(answer.error, period).toBe(ApiErrorCode.PROTECTION_BLOCK_ACTIVE);
      expect(answer.data).toMatchObject({ kind: 'SELF_EXCLUSION', endTime: '2027-03-10T12:00:00.000Z' });
    }
    elapse(app, DAY_MS);
    expect((await selfExclude(app, signInAgain(app, member.id), 'FIVE_YEARS')).error).toBe(0);
    expect((await selfExclude(app, signInAgain(app, member.id), 'PERMANENT')).error).toBe(0);
    const forGood = await selfExclude(app, signInAgain(app, member.id), 'PERMANENT');
    expect(forGood.message).toBe(
      'You already have a self-exclusion for good; it cannot be shortened or replaced by a break.',
    );
  });
});
