import type { SessionUser } from '@casino/contracts/auth/schemas';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { currencies, members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { CREDENTIAL_LIMITS } from '../../security/credential-guard';
import { createTestApp, envelopeOf, postForm } from '../../testing/test-app';
import { ensureSignUpReference, login, loginToken, memberRow, tokenInfo } from './auth-test-support';

const MINUTE = 60 * 1000;

interface From {
  remoteAddress: string;
  forwardedFor?: string;
}

const signInFrom = async (app: FastifyInstance, from: From, username: string, password: string) =>
  envelopeOf(
    await app.inject({
      method: 'POST',
      url: '/api/sys/auth/login',
      remoteAddress: from.remoteAddress,
      headers: {
        'content-type': 'application/json',
        ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
      },
      payload: { username, password, type: 'MEMBER' },
    }),
  );

/** Fails against 20 different (unknown) usernames from one address: credential stuffing. */
async function stuffFrom(app: FastifyInstance, from: From) {
  for (let index = 1; index <= 20; index++)
    expect((await signInFrom(app, from, `a${index}`, 'guess')).error).toBe(ApiErrorCode.BAD_CREDENTIALS);
}

/**
 * Sends two right-password sign-ins at once from `from`, on fake timers; answers whether one
 * waited for its turn (a slowed address: it answers only once the timers move). Both sign in.
 */
async function secondSignInWaits(app: FastifyInstance, from: From): Promise<boolean> {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    const answers: number[] = [];
    const calls = ['demo', 'newbie'].map((username) =>
      signInFrom(app, from, username, username === 'demo' ? 'Demo1234!' : 'Newbie1234!').then((answer) => {
        answers.push(answer.error);
        return answer;
      }),
    );
    // Both answer, or one waits on a timer: a check from a slowed address waits a step after the
    // one before it, which only moving the timers lets happen.
    // Conditions, not time: a password check (scrypt) can take a second on a loaded machine.
    const patiently = { timeout: 20_000, interval: 20 };
    await vi.waitFor(() => expect(answers.length === 2 || vi.getTimerCount() > 0).toBe(true), patiently);
    const waited = answers.length < 2;
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(CREDENTIAL_LIMITS.slowedStepMs);
      expect(answers).toHaveLength(2);
    }, patiently);
    await Promise.all(calls);
    expect(answers).toEqual([0, 0]);
    return waited;
  } finally {
    vi.useRealTimers();
  }
}

describe('login', () => {
  it('signs in by username or e-mail, case-insensitively, and answers the session user', async () => {
    const app = await createTestApp();
    const byName = await login(app, 'DEMO', 'Demo1234!');
    expect(byName.error).toBe(0);
    const user = byName.data as SessionUser;
    expect(user).toMatchObject({ username: 'demo', enabled: 1, credited: 1, currency: 'USD', vipLevel: 2 });
    expect(user.token.length).toBeGreaterThan(20);
    const byEmail = await login(app, 'Demo@LuckyHarbor.example', 'Demo1234!');
    expect(byEmail.error).toBe(0);
    expect((byEmail.data as SessionUser).token).not.toBe(user.token);
  });

  it('answers the same BAD_CREDENTIALS for a wrong password and an unknown user', async () => {
    const app = await createTestApp();
    const wrongPassword = await login(app, 'demo', 'nope');
    const unknownUser = await login(app, 'nobody', 'nope');
    expect(wrongPassword.error).toBe(ApiErrorCode.BAD_CREDENTIALS);
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('refuses a disabled member with ACCOUNT_DISABLED, and only with the right password', async () => {
    const app = await createTestApp();
    expect((await login(app, 'locked', 'Locked1234!')).error).toBe(ApiErrorCode.ACCOUNT_DISABLED);
    expect((await login(app, 'locked', 'wrong')).error).toBe(ApiErrorCode.BAD_CREDENTIALS);
  });

  it('lets a member who has not activated sign in', async () => {
    const app = await createTestApp();
    expect(memberRow(app, 'pending').activated).toBe(false);
    expect((await login(app, 'pending', 'Pending1234!')).error).toBe(0);
  });

  it('locks a username after 5 failures in 15 minutes, for 15 minutes of simulator time', async () => {
    const app = await createTestApp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Each from its own address: the username's count alone locks.
      expect((await login(app, 'demo', 'wrong', `10.0.0.${attempt}`)).error).toBe(
        ApiErrorCode.BAD_CREDENTIALS,
      );
    }
    const locked = await login(app, 'Demo', 'Demo1234!', '10.0.1.1');
    expect(locked.error).toBe(ApiErrorCode.RATE_LIMITED);
    expect(locked.message).toMatch(/try again in 15 minutes/);
    expect((await login(app, 'newbie', 'Newbie1234!', '10.0.1.1')).error).toBe(0);
    ownWorld(app).clock.advance(15 * MINUTE + 1);
    expect((await login(app, 'demo', 'Demo1234!', '10.0.1.1')).error).toBe(0);
  });

  it('forgets failures older than the window', async () => {
    const app = await createTestApp();
    for (let attempt = 0; attempt < 4; attempt++) await login(app, 'demo', 'wrong');
    ownWorld(app).clock.advance(16 * MINUTE);
    expect((await login(app, 'demo', 'wrong')).error).toBe(ApiErrorCode.BAD_CREDENTIALS);
    expect((await login(app, 'demo', 'Demo1234!')).error).toBe(0);
  });

  // Twenty-six password checks (scrypt), some a second apart: slow on a busy machine.
  it(
    'slows, never locks, an address that fails against 20 different usernames: a right password still signs in',
    {
      timeout: 60_000,
    },
    async () => {
      const app = await createTestApp();
      await stuffFrom(app, { remoteAddress: '192.0.2.7' });
      // Offices, carriers and a QA farm's router are one address: another account's right
      // password gets in (after its turn), a wrong one is told so, neither is refused.
      expect((await login(app, 'demo', 'Demo1234!', '192.0.2.7')).error).toBe(0);
      expect((await login(app, 'newbie', 'wrong', '192.0.2.7')).error).toBe(ApiErrorCode.BAD_CREDENTIALS);
      expect((await login(app, 'newbie', 'Newbie1234!', '192.0.2.7')).error).toBe(0);
      // Its checks wait their turn, one a second; another address's do not.
      expect(await secondSignInWaits(app, { remoteAddress: '192.0.2.7' })).toBe(true);
      expect(await secondSignInWaits(app, { remoteAddress: '192.0.2.8' })).toBe(false);
      ownWorld(app).clock.advance(15 * MINUTE);
      expect(await secondSignInWaits(app, { remoteAddress: '192.0.2.7' })).toBe(false);
    },
  );

  it('one set of guesses per account: the e-mail form of a locked account is the same account', async () => {
    const app = await createTestApp();
    for (const name of ['demo', 'DEMO', 'demo@luckyharbor.example', 'Demo@LuckyHarbor.example', 'demo'])
      expect((await login(app, name, 'wrong', '10.0.2.1')).error).toBe(ApiErrorCode.BAD_CREDENTIALS);
    for (const name of ['demo', 'demo@luckyharbor.example']) {
      const locked = await login(app, name, 'Demo1234!', '10.0.2.2');
      expect(locked.error, name).toBe(ApiErrorCode.RATE_LIMITED);
    }
    expect((await login(app, 'newbie', 'Newbie1234!', '10.0.2.2')).error).toBe(0);
  });

  it("one account's wrong passwords lock that account only: others sign in from the same address", async () => {
    const app = await createTestApp();
    for (let attempt = 1; attempt <= 12; attempt++) await login(app, 'demo', 'wrong', '192.0.2.9');
    expect((await login(app, 'demo', 'Demo1234!', '192.0.2.9')).error).toBe(ApiErrorCode.RATE_LIMITED);
    expect((await login(app, 'newbie', 'Newbie1234!', '192.0.2.9')).error).toBe(0);
  });

  // Forty password checks (scrypt): slow on a busy machine.
  it(
    'takes the client address from X-Forwarded-For only behind a trusted proxy (SIM_TRUST_PROXY)',
    { timeout: 60_000 },
    async () => {
      // Behind the compose nginx (10.9.0.2): the attacker's own address is slowed, not the proxy's.
      // (Ranges such as 10.9.0.0/16 go to Fastify as they are; env.test.ts checks they are read.)
      const proxied = await createTestApp({ env: { SIM_TRUST_PROXY: '1' } });
      await stuffFrom(proxied, { remoteAddress: '10.9.0.2', forwardedFor: '203.0.113.5' });
      expect(
        await secondSignInWaits(proxied, { remoteAddress: '10.9.0.2', forwardedFor: '203.0.113.5' }),
      ).toBe(true);
      expect(
        await secondSignInWaits(proxied, { remoteAddress: '10.9.0.2', forwardedFor: '198.51.100.4' }),
      ).toBe(false);
      // Not trusted: a forged header changes nothing, the connection's address counts.
      const direct = await createTestApp();
      await stuffFrom(direct, { remoteAddress: '10.9.0.2', forwardedFor: '203.0.113.5' });
      expect(
        await secondSignInWaits(direct, { remoteAddress: '10.9.0.2', forwardedFor: '198.51.100.4' }),
      ).toBe(true);
    },
  );

  it('refuses a login type other than MEMBER', async () => {
    const app = await createTestApp();
    const response = await postForm(app, '/sys/auth/login', {
      username: 'demo',
      password: 'Demo1234!',
      type: 'ADMIN',
    });
    expect(envelopeOf(response).error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});

describe('token info, refresh and logout', () => {
  it('answers -2 without a token or with an unknown one', async () => {
    const app = await createTestApp();
    expect((await tokenInfo(app)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect((await tokenInfo(app, 'not-a-token')).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect(envelopeOf(await postForm(app, '/sys/auth/token/refresh')).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });

  it('answers the session user with live balances, currency symbol and country name', async () => {
    const app = await createTestApp();
    ensureSignUpReference(app);
    const token = await loginToken(app, 'demo', 'Demo1234!');
    const demo = memberRow(app, 'demo');
    ownWorld(app)
      .db.update(members)
      .set({ bonusBalance: 2550, rollingAmount: 0 })
      .where(eq(members.id, demo.id))
      .run();
    let user = (await tokenInfo(app, token)).data as SessionUser;
    expect(user).toMatchObject({
      id: demo.id,
      token,
      currencySymbol: '$',
      countryName: 'United States',
      availableBalance: 1525.5,
      withdrawableBalance: 1500,
      rollingAmount: 0,
      memberType: 2,
      vipPoints: 2600,
      vipLifeTimePoints: 2600,
      idcardProofId: null,
      gender: 'MALE',
    });
    ownWorld(app).db.update(members).set({ rollingAmount: 1234 }).where(eq(members.id, demo.id)).run();
    user = (await tokenInfo(app, token)).data as SessionUser;
    expect(user).toMatchObject({ rollingAmount: 12.34, withdrawableBalance: 0 });
  });

  it('falls back to the currency code and an empty country name without reference rows', async () => {
    const app = await createTestApp();
    ownWorld(app).db.delete(currencies).where(eq(currencies.code, 'BRL')).run();
    const token = await loginToken(app, 'newbie', 'Newbie1234!');
    ownWorld(app).db.update(members).set({ countryCode: 'QQ' }).where(eq(members.username, 'newbie')).run();
    const user = (await tokenInfo(app, token)).data as SessionUser;
    expect(user).toMatchObject({ currencySymbol: 'BRL', countryName: '', memberType: 1, vipLevel: 0 });
  });

  it('refresh answers a new token; the old one works for a 30 s grace period, then is refused', async () => {
    const app = await createTestApp();
    const oldToken = await loginToken(app, 'demo', 'Demo1234!');
    const refreshed = envelopeOf(await postForm(app, '/sys/auth/token/refresh', {}, oldToken));
    expect(refreshed.error).toBe(0);
    const newToken = (refreshed.data as SessionUser).token;
    expect(newToken).not.toBe(oldToken);
    // A call the app sent with the old token just before the refresh answered still works.
    expect((await tokenInfo(app, oldToken)).error).toBe(0);
    ownWorld(app).clock.advance(29 * 1000);
    expect((await tokenInfo(app, oldToken)).error).toBe(0);
    ownWorld(app).clock.advance(1000);
    expect((await tokenInfo(app, oldToken)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect((await tokenInfo(app, newToken)).error).toBe(0);
  });

  it('with SIM_TOKEN_GRACE_SECONDS=0 a refresh revokes the old token at once', async () => {
    const app = await createTestApp({ env: { SIM_TOKEN_GRACE_SECONDS: '0' } });
    const oldToken = await loginToken(app, 'demo', 'Demo1234!');
    const refreshed = envelopeOf(await postForm(app, '/sys/auth/token/refresh', {}, oldToken));
    expect(refreshed.error).toBe(0);
    expect((await tokenInfo(app, oldToken)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect((await tokenInfo(app, (refreshed.data as SessionUser).token)).error).toBe(0);
  });

  it('logout with the new token also ends the replaced one still in its grace period', async () => {
    const app = await createTestApp();
    const oldToken = await loginToken(app, 'demo', 'Demo1234!');
    const refreshed = envelopeOf(await postForm(app, '/sys/auth/token/refresh', {}, oldToken));
    const newToken = (refreshed.data as SessionUser).token;
    const otherDevice = await loginToken(app, 'demo', 'Demo1234!');
    expect(envelopeOf(await postForm(app, '/sys/auth/logout', {}, newToken)).error).toBe(0);
    expect((await tokenInfo(app, newToken)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect((await tokenInfo(app, oldToken)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    // A session the member opened elsewhere (never replaced) is not touched.
    expect((await tokenInfo(app, otherDevice)).error).toBe(0);
  });

  it('a replaced token does not outlive its own session end', async () => {
    const app = await createTestApp();
    const oldToken = await loginToken(app, 'demo', 'Demo1234!');
    // Seven days minus 10 s later the session has 10 s left: the grace cannot stretch it to 30.
    ownWorld(app).clock.advance(7 * 24 * 60 * MINUTE - 10 * 1000);
    const refreshed = envelopeOf(await postForm(app, '/sys/auth/token/refresh', {}, oldToken));
    expect(refreshed.error).toBe(0);
    ownWorld(app).clock.advance(10 * 1000);
    expect((await tokenInfo(app, oldToken)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });

  it('logout revokes the token, and answers success without one', async () => {
    const app = await createTestApp();
    const token = await loginToken(app, 'demo', 'Demo1234!');
    expect(envelopeOf(await postForm(app, '/sys/auth/logout', {}, token))).toMatchObject({
      error: 0,
      data: null,
    });
    expect((await tokenInfo(app, token)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect(envelopeOf(await postForm(app, '/sys/auth/logout')).error).toBe(0);
    expect(envelopeOf(await postForm(app, '/sys/auth/logout', {}, token)).error).toBe(0);
  });

  it('answers a member disabled after sign-in with enabled 0, every time (each tab is told)', async () => {
    const app = await createTestApp();
    const token = await loginToken(app, 'demo', 'Demo1234!');
    ownWorld(app).db.update(members).set({ enabled: false }).where(eq(members.username, 'demo')).run();
    for (let tab = 0; tab < 2; tab++) {
      const info = await tokenInfo(app, token);
      expect(info.error).toBe(0);
      expect(info.data).toMatchObject({ enabled: 0, token });
    }
  });

  it('a refresh of a disabled member answers enabled 0 and no new token; other calls refuse', async () => {
    const app = await createTestApp();
    const token = await loginToken(app, 'demo', 'Demo1234!');
    ownWorld(app).db.update(members).set({ enabled: false }).where(eq(members.username, 'demo')).run();
    const refreshed = envelopeOf(await postForm(app, '/sys/auth/token/refresh', {}, token));
    expect(refreshed.data).toMatchObject({ enabled: 0, token });
    const { id } = refreshed.data as SessionUser;
    const news = envelopeOf(await postForm(app, '/sys/news/getNewCount', { memberId: String(id) }, token));
    expect(news.error).toBe(ApiErrorCode.ACCOUNT_DISABLED);
    // Signing out still ends the session.
    expect(envelopeOf(await postForm(app, '/sys/auth/logout', {}, token)).error).toBe(0);
    expect((await tokenInfo(app, token)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });
});
