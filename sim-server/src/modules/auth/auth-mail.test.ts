import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postForm } from '../../testing/test-app';
import { siteLink } from './account-mails';
import {
  codeOfLink,
  ensureSignUpReference,
  login,
  loginToken,
  mailsTo,
  memberRow,
  registerOk,
  tokenInfo,
} from './auth-test-support';

const HOUR = 60 * 60 * 1000;

const activate = async (app: Awaited<ReturnType<typeof createTestApp>>, code: string) =>
  envelopeOf(await postForm(app, '/sys/member/activate', { code }));

describe('activation', () => {
  it('activates the account from the link of the outbox mail, once; again it says the account is active', async () => {
    const app = await createTestApp();
    ensureSignUpReference(app);
    await registerOk(app);
    const [mail] = mailsTo(app, 'jane.doe@example.com');
    const code = codeOfLink(mail?.link ?? '');
    expect(await activate(app, code)).toMatchObject({ error: 0, data: null });
    expect(memberRow(app, 'janedoe').activated).toBe(true);
    // The link opened again is not a failure; the code says so, not the words.
    expect((await activate(app, code)).error).toBe(ApiErrorCode.ACCOUNT_ALREADY_ACTIVATED);
    expect((await activate(app, 'made-up')).error).toBe(ApiErrorCode.BAD_ACTIVATION_CODE);
  });

  it('expires activation codes after 48 hours', async () => {
    const app = await createTestApp();
    ensureSignUpReference(app);
    await registerOk(app);
    const code = codeOfLink(mailsTo(app, 'jane.doe@example.com')[0]?.link ?? '');
    ownWorld(app).clock.advance(48 * HOUR + 1);
    expect((await activate(app, code)).error).toBe(ApiErrorCode.BAD_ACTIVATION_CODE);
  });

  it('resend writes a new mail and retires the earlier link', async () => {
    const app = await createTestApp();
    ensureSignUpReference(app);
    const user = await registerOk(app);
    const oldCode = codeOfLink(mailsTo(app, 'jane.doe@example.com')[0]?.link ?? '');
    const resent = envelopeOf(await postForm(app, '/sys/member/mail/join/send', { id: String(user.id) }));
    expect(resent).toMatchObject({ error: 0, data: null });
    const mails = mailsTo(app, 'jane.doe@example.com');
    expect(mails).toHaveLength(2);
    const newCode = codeOfLink(mails[0]?.link ?? '');
    expect(newCode).not.toBe(oldCode);
    expect((await activate(app, oldCode)).error).toBe(ApiErrorCode.BAD_ACTIVATION_CODE);
    expect((await activate(app, newCode)).error).toBe(0);
    // Once the account is active, the older mail's link says so too.
    expect((await activate(app, oldCode)).error).toBe(ApiErrorCode.ACCOUNT_ALREADY_ACTIVATED);
  });

  it('resend tells an activated member so, and answers an unknown id with success and no mail', async () => {
    const app = await createTestApp();
    const demo = memberRow(app, 'demo');
    const activated = envelopeOf(await postForm(app, '/sys/member/mail/join/send', { id: String(demo.id) }));
    expect(activated.error).toBe(ApiErrorCode.ACCOUNT_ALREADY_ACTIVATED);
    expect(envelopeOf(await postForm(app, '/sys/member/mail/join/send', { id: '99999' })).error).toBe(0);
    expect(ownWorld(app).db.select().from(mailOutbox).all()).toHaveLength(0);
    const pending = memberRow(app, 'pending');
    expect(
      envelopeOf(await postForm(app, '/sys/member/mail/join/send', { id: String(pending.id) })).error,
    ).toBe(0);
    expect(mailsTo(app, 'pending@luckyharbor.example')).toHaveLength(1);
  });
});

const resetPassword = async (
  app: Awaited<ReturnType<typeof createTestApp>>,
  code: string,
  password: string,
) => envelopeOf(await postForm(app, '/sys/member/password/reset', { code, password, repassword: password }));

describe('forgot and reset password', () => {
  it('mails a reset link; the code sets the password once and signs out every session', async () => {
    const app = await createTestApp();
    const session = await loginToken(app, 'demo', 'Demo1234!');
    const sent = envelopeOf(
      await postForm(app, '/sys/member/mail/forgot/send', { usernameOrEmail: 'DEMO@luckyharbor.example' }),
    );
    expect(sent).toMatchObject({ error: 0, data: null });
    const [mail] = mailsTo(app, 'demo@luckyharbor.example');
    expect(mail).toMatchObject({ kind: 'password_reset', memberId: memberRow(app, 'demo').id });
    expect(mail?.link).toMatch(/^https:\/\/luckyharbor\.example\/#\/password\/reset\?code=/);
    expect(mail?.body).toContain(mail?.link);
    const code = codeOfLink(mail?.link ?? '');

    expect((await resetPassword(app, code, 'Fresh5678!')).error).toBe(0);
    expect((await login(app, 'demo', 'Demo1234!')).error).toBe(ApiErrorCode.BAD_CREDENTIALS);
    expect((await login(app, 'demo', 'Fresh5678!')).error).toBe(0);
    expect((await tokenInfo(app, session)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect((await resetPassword(app, code, 'Again999!')).error).toBe(ApiErrorCode.BAD_RESET_CODE);
  });

  it('answers success for an unknown account and writes no mail', async () => {
    const app = await createTestApp();
    const sent = envelopeOf(
      await postForm(app, '/sys/member/mail/forgot/send', { usernameOrEmail: 'ghost' }),
    );
    expect(sent).toMatchObject({ error: 0, data: null });
    expect(ownWorld(app).db.select().from(mailOutbox).all()).toHaveLength(0);
  });

  it('expires reset codes after an hour, and refuses unequal passwords', async () => {
    const app = await createTestApp();
    await postForm(app, '/sys/member/mail/forgot/send', { usernameOrEmail: 'newbie' });
    const code = codeOfLink(mailsTo(app, 'newbie@luckyharbor.example')[0]?.link ?? '');
    const differ = envelopeOf(
      await postForm(app, '/sys/member/password/reset', {
        code,
        password: 'Abcd1234!',
        repassword: 'Bbcd1234!',
      }),
    );
    expect(differ.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    ownWorld(app).clock.advance(HOUR + 1);
    expect((await resetPassword(app, code, 'Later123!')).error).toBe(ApiErrorCode.BAD_RESET_CODE);
  });

  it('an activation code does not reset a password', async () => {
    const app = await createTestApp();
    const pending = memberRow(app, 'pending');
    await postForm(app, '/sys/member/mail/join/send', { id: String(pending.id) });
    const code = codeOfLink(mailsTo(app, 'pending@luckyharbor.example')[0]?.link ?? '');
    expect((await resetPassword(app, code, 'Hijack123!')).error).toBe(ApiErrorCode.BAD_RESET_CODE);
  });
});

describe('change password', () => {
  const change = async (
    app: Awaited<ReturnType<typeof createTestApp>>,
    payload: Record<string, string>,
    token?: string,
  ) => envelopeOf(await postForm(app, '/sys/member/password/change', payload, token));

  it('changes the caller password, keeps this session and ends the others', async () => {
    const app = await createTestApp();
    const here = await loginToken(app, 'demo', 'Demo1234!');
    const elsewhere = await loginToken(app, 'demo', 'Demo1234!');
    const id = String(memberRow(app, 'demo').id);
    expect(await change(app, { id, password: 'Changed1!', repassword: 'Changed1!' }, here)).toMatchObject({
      error: 0,
      data: null,
    });
    expect((await tokenInfo(app, here)).error).toBe(0);
    expect((await tokenInfo(app, elsewhere)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
    expect((await login(app, 'demo', 'Changed1!')).error).toBe(0);
  });

  it('refuses another member id, a missing token and unequal passwords', async () => {
    const app = await createTestApp();
    const token = await loginToken(app, 'demo', 'Demo1234!');
    const otherId = String(memberRow(app, 'newbie').id);
    const ownId = String(memberRow(app, 'demo').id);
    expect(
      (await change(app, { id: otherId, password: 'Xyzw1234!', repassword: 'Xyzw1234!' }, token)).error,
    ).toBe(ApiErrorCode.FORBIDDEN);
    expect((await login(app, 'newbie', 'Newbie1234!')).error).toBe(0);
    expect((await change(app, { id: ownId, password: 'Xyzw1234!', repassword: 'Xyzw1234!' })).error).toBe(
      ApiErrorCode.NOT_SIGNED_IN,
    );
    const differ = await change(app, { id: ownId, password: 'Xyzw1234!', repassword: 'Yyzw1234!' }, token);
    expect(differ.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect((await login(app, 'demo', 'Demo1234!')).error).toBe(0);
  });
});

describe('password policy (ours: at least 8 characters, not one repeated, not the username or e-mail)', () => {
  const change = async (app: Awaited<ReturnType<typeof createTestApp>>, password: string, token: string) =>
    envelopeOf(
      await postForm(
        app,
        '/sys/member/password/change',
        { id: String(memberRow(app, 'demo').id), password, repassword: password },
        token,
      ),
    );

  it("refuses a short, a one-character and the account's own password on change, and keeps the old one", async () => {
    const app = await createTestApp();
    const token = await loginToken(app, 'demo', 'Demo1234!');
    expect((await change(app, '0', token)).error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect((await change(app, 'Abc123!', token)).error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect((await change(app, 'aaaaaaaaaa', token)).error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect((await change(app, 'demo@luckyharbor.example', token)).error).toBe(ApiErrorCode.WEAK_PASSWORD);
    expect((await login(app, 'demo', '0')).error).toBe(ApiErrorCode.BAD_CREDENTIALS);
    expect((await login(app, 'demo', 'Demo1234!')).error).toBe(0);
    expect((await change(app, 'Abcd1234', token)).error).toBe(0);
  });

  it('refuses a weak password on reset without using up the code', async () => {
    const app = await createTestApp();
    await postForm(app, '/sys/member/mail/forgot/send', { usernameOrEmail: 'newbie' });
    const code = codeOfLink(mailsTo(app, 'newbie@luckyharbor.example')[0]?.link ?? '');
    expect((await resetPassword(app, code, 'short')).error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect((await resetPassword(app, code, 'NEWBIE@luckyharbor.example')).error).toBe(
      ApiErrorCode.WEAK_PASSWORD,
    );
    expect((await resetPassword(app, code, 'Fresh5678!')).error).toBe(0);
    expect((await login(app, 'newbie', 'Fresh5678!')).error).toBe(0);
  });
});

describe('mail links', () => {
  it('are absolute: the configured site URL, else https on the site domain', () => {
    expect(siteLink({ SITE_URL: '', SITE_DOMAIN: 'golden.example' }, '/#/activation?code=a')).toBe(
      'https://golden.example/#/activation?code=a',
    );
    expect(
      siteLink(
        { SITE_URL: 'http://localhost:8207/', SITE_DOMAIN: 'golden.example' },
        '/#/password/reset?code=b',
      ),
    ).toBe('http://localhost:8207/#/password/reset?code=b');
  });
});
