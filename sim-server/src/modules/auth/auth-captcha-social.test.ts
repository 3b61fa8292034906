import type { SessionUser } from '@casino/contracts/auth/schemas';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf, postForm } from '../../testing/test-app';
import { memberRow, register, signUpApp } from './auth-test-support';

describe('captcha', () => {
  it('answers an SVG data URL and checks the answer sent as <ticket>:<answer>, once', async () => {
    const app = await signUpApp();
    const image = envelopeOf(await postForm(app, '/sys/member/verifyCode/image', { ticket: 't-1' }));
    expect(image.error).toBe(0);
    const url = image.data as string;
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(url.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<line');
    const answer = ownWorld(app)
      .sqlite.prepare('select answer from captchas where ticket = ?')
      .pluck()
      .get('t-1') as string;
    expect(answer).toMatch(/^[A-Z2-9]{4,5}$/);

    expect((await register(app, { ticket: 't-1:WRONG' })).error).toBe(ApiErrorCode.BAD_CAPTCHA);
    // The wrong try used the challenge up: the right answer no longer helps.
    expect((await register(app, { ticket: `t-1:${answer}` })).error).toBe(ApiErrorCode.BAD_CAPTCHA);

    await postForm(app, '/sys/member/verifyCode/image', { ticket: 't-2' });
    const second = ownWorld(app)
      .sqlite.prepare('select answer from captchas where ticket = ?')
      .pluck()
      .get('t-2') as string;
    expect((await register(app, { ticket: 't-2' })).error).toBe(ApiErrorCode.BAD_CAPTCHA);
    await postForm(app, '/sys/member/verifyCode/image', { ticket: 't-3' });
    const third = ownWorld(app)
      .sqlite.prepare('select answer from captchas where ticket = ?')
      .pluck()
      .get('t-3') as string;
    expect(second).toBeTruthy();
    expect((await register(app, { ticket: `t-3:${third.toLowerCase()}` })).error).toBe(0);
  });

  it('refuses an expired challenge', async () => {
    const app = await signUpApp();
    await postForm(app, '/sys/member/verifyCode/image', { ticket: 'late' });
    const answer = ownWorld(app)
      .sqlite.prepare('select answer from captchas where ticket = ?')
      .pluck()
      .get('late') as string;
    ownWorld(app).clock.advance(5 * 60 * 1000 + 1);
    expect((await register(app, { ticket: `late:${answer}` })).error).toBe(ApiErrorCode.BAD_CAPTCHA);
  });
});

describe('facebookRegister', () => {
  it('creates an activated member with a username from the e-mail, then signs the same member in', async () => {
    const app = await signUpApp();
    const payload = { email: 'Demo.Fan@example.com', firstName: 'Demo', lastName: 'Fan' };
    const first = envelopeOf(await postForm(app, '/sys/auth/faceBookRegister', payload));
    expect(first.error).toBe(0);
    const user = first.data as SessionUser;
    expect(user).toMatchObject({ username: 'Demo.Fan', firstName: 'Demo', currency: 'USD' });
    expect(memberRow(app, 'Demo.Fan').activated).toBe(true);
    const again = envelopeOf(
      await postForm(app, '/sys/auth/faceBookRegister', { ...payload, email: 'demo.fan@EXAMPLE.com' }),
    );
    expect(again.data).toMatchObject({ id: user.id });
    expect((again.data as SessionUser).token).not.toBe(user.token);
  });

  it('makes the derived username unique and signs in an existing member by e-mail', async () => {
    const app = await signUpApp();
    const taken = envelopeOf(
      await postForm(app, '/sys/auth/faceBookRegister', {
        email: 'demo@other.example',
        firstName: 'D',
        lastName: 'O',
      }),
    );
    expect(taken.data).toMatchObject({ username: 'demo2' });
    const existing = envelopeOf(
      await postForm(app, '/sys/auth/faceBookRegister', {
        email: 'newbie@luckyharbor.example',
        firstName: 'M',
        lastName: 'S',
      }),
    );
    expect(existing.data).toMatchObject({ username: 'newbie', firstName: 'Maria' });
    const locked = envelopeOf(
      await postForm(app, '/sys/auth/faceBookRegister', {
        email: 'locked@luckyharbor.example',
        firstName: 'L',
        lastName: 'B',
      }),
    );
    expect(locked.error).toBe(ApiErrorCode.ACCOUNT_DISABLED);
  });

  it('refuses a bad e-mail or a missing name', async () => {
    const app = await signUpApp();
    expect(
      envelopeOf(
        await postForm(app, '/sys/auth/faceBookRegister', { email: 'x', firstName: 'a', lastName: 'b' }),
      ).error,
    ).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(
      envelopeOf(await postForm(app, '/sys/auth/faceBookRegister', { email: 'x@example.com', lastName: 'b' }))
        .error,
    ).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});
