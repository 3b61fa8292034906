import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf, postForm, postJson } from '../../testing/test-app';
import {
  login,
  mailsTo,
  memberRow,
  register,
  registerOk,
  signUpApp,
  tokenInfo,
  validRegistration,
} from './auth-test-support';

describe('register', () => {
  it('creates an inactive member, signs them in, and the token works until logout', async () => {
    const app = await signUpApp();
    const user = await registerOk(app);
    expect(user).toMatchObject({
      username: 'janedoe',
      email: 'jane.doe@example.com',
      enabled: 1,
      credited: 0,
      availableBalance: 0,
      currencySymbol: '$',
      countryName: 'United States',
      memberType: 1,
      vipLevel: 1,
    });
    expect(user.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    const row = memberRow(app, 'janedoe');
    expect(row).toMatchObject({ activated: false, invitorId: null });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect((await tokenInfo(app, user.token)).data).toMatchObject({ id: user.id });
    expect((await login(app, 'JaneDoe', 'Secret123!')).error).toBe(0);
    expect(envelopeOf(await postForm(app, '/sys/auth/logout', {}, user.token)).error).toBe(0);
    expect((await tokenInfo(app, user.token)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });

  it('writes an activation mail with the app link and a readable body', async () => {
    const app = await signUpApp();
    const user = await registerOk(app);
    const [mail] = mailsTo(app, 'jane.doe@example.com');
    expect(mail).toMatchObject({ memberId: user.id, kind: 'activation' });
    expect(mail?.subject).toMatch(/Activate your .+ account/);
    expect(mail?.link).toMatch(/^https:\/\/luckyharbor\.example\/#\/activation\?code=[\w-]{20,}$/);
    expect(mail?.body).toContain('Hello Jane,');
    expect(mail?.body).toContain(mail?.link);
  });

  it('defaults the currency to USD when the form does not ask', async () => {
    const app = await signUpApp();
    const { currency: _currency, gender: _gender, birthday: _birthday, ...singleForm } = validRegistration();
    const body = envelopeOf(await postJson(app, '/sys/auth/register', singleForm));
    expect(body.error).toBe(0);
    expect(body.data).toMatchObject({ currency: 'USD', gender: null });
  });

  it('refuses a taken username or e-mail, case-insensitively', async () => {
    const app = await signUpApp();
    expect(await register(app, { username: 'DEMO', email: 'other@example.com' })).toMatchObject({
      error: ApiErrorCode.USERNAME_TAKEN,
    });
    expect(await register(app, { email: 'DEMO@luckyharbor.EXAMPLE' })).toMatchObject({
      error: ApiErrorCode.EMAIL_TAKEN,
    });
  });

  it('refuses members under 18 on the simulator clock, and accepts an 18th birthday', async () => {
    const app = await signUpApp();
    const underAge = await register(app, { birthday: '2008-03-11' });
    expect(underAge).toMatchObject({ error: ApiErrorCode.UNDER_AGE });
    expect(underAge.message).toMatch(/18/);
    expect((await register(app, { birthday: '2008-03-10' })).error).toBe(0);
    expect((await register(app, { birthday: '2008-03-10' })).error).toBe(ApiErrorCode.USERNAME_TAKEN);
  });

  it('refuses an impossible birthday', async () => {
    const app = await signUpApp();
    expect((await register(app, { birthday: '1990-02-31' })).error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });

  it('refuses when the terms are not agreed', async () => {
    const app = await signUpApp();
    const body = await register(app, { agreed: false });
    expect(body.error).toBe(ApiErrorCode.TERMS_NOT_AGREED);
    expect(body.message).toMatch(/terms and conditions/);
  });

  it('refuses unknown or disabled currency, country and state', async () => {
    const app = await signUpApp();
    expect(await register(app, { currency: 'XXX' })).toMatchObject({ error: ApiErrorCode.VALIDATION_FAILED });
    expect(await register(app, { currency: 'XTS' })).toMatchObject({ error: ApiErrorCode.VALIDATION_FAILED });
    expect(await register(app, { countryCode: 'ZZ' })).toMatchObject({
      error: ApiErrorCode.VALIDATION_FAILED,
    });
    expect(await register(app, { countryCode: 'QQ' })).toMatchObject({
      error: ApiErrorCode.VALIDATION_FAILED,
    });
    const badState = await register(app, { stateCode: 'XX' });
    expect(badState).toMatchObject({ error: ApiErrorCode.VALIDATION_FAILED });
    expect(badState.message).toMatch(/State XX/);
  });

  it('refuses malformed fields through the contract: e-mail, mobile digits, unequal passwords, missing field', async () => {
    const app = await signUpApp();
    expect((await register(app, { email: 'not-an-email' })).error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect((await register(app, { mobile: '415-555' })).error).toBe(ApiErrorCode.VALIDATION_FAILED);
    const differ = await register(app, { repassword: 'Other123!' });
    expect(differ).toMatchObject({ error: ApiErrorCode.VALIDATION_FAILED });
    expect(differ.message).toMatch(/password is not consistent/);
    const { firstName: _firstName, ...withoutFirstName } = validRegistration();
    const missing = envelopeOf(await postJson(app, '/sys/auth/register', withoutFirstName));
    expect(missing.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(missing.message).toMatch(/firstName/);
    expect(mailsTo(app, 'jane.doe@example.com')).toHaveLength(0);
  });

  it('refuses look-alike usernames (invisible, control, direction, other scripts), naming the field', async () => {
    const app = await signUpApp();
    for (const username of ['de\u200bmo', 'demo\u202e', 'de\u0000mo', 'demo\u0007', 'dеmo']) {
      const refused = await register(app, { username });
      expect(refused.error, JSON.stringify(username)).toBe(ApiErrorCode.VALIDATION_FAILED);
      expect(refused.data).toMatchObject({ fields: [expect.objectContaining({ field: 'username' })] });
    }
    expect(mailsTo(app, 'jane.doe@example.com')).toHaveLength(0);
  });

  it('links the inviter of a known invitation code and counts the new member', async () => {
    const app = await signUpApp();
    const inviter = memberRow(app, 'demo');
    await registerOk(app, { invitorCode: inviter.invitationCode.toLowerCase() });
    expect(memberRow(app, 'janedoe').invitorId).toBe(inviter.id);
    expect(memberRow(app, 'demo').childCount).toBe(inviter.childCount + 1);
    await registerOk(app, {
      username: 'second',
      email: 'second@example.com',
      recommendCode: inviter.invitationCode,
    });
    expect(memberRow(app, 'demo').childCount).toBe(inviter.childCount + 2);
  });

  it('ignores an unknown invitation code', async () => {
    const app = await signUpApp();
    expect((await register(app, { invitorCode: 'NOSUCH99' })).error).toBe(0);
    expect(memberRow(app, 'janedoe').invitorId).toBeNull();
  });
});

describe('checkRegister1', () => {
  it('accepts a good step and writes nothing', async () => {
    const app = await signUpApp();
    const step1 = {
      step: '1',
      email: 'new@example.com',
      username: 'newname',
      password: 'Fresh5678!',
      repassword: 'Fresh5678!',
      mobilePrefix: '1',
      mobile: '123',
    };
    expect(envelopeOf(await postForm(app, '/sys/auth/checkRegister1', step1))).toMatchObject({
      error: 0,
      data: null,
    });
    expect(ownWorld(app).db.select().from(mailOutbox).all()).toHaveLength(0);
  });

  it('names the first missing field of the step', async () => {
    const app = await signUpApp();
    const body = envelopeOf(
      await postForm(app, '/sys/auth/checkRegister1', { step: '1', email: 'new@example.com' }),
    );
    expect(body).toMatchObject({ error: ApiErrorCode.VALIDATION_FAILED, message: 'Username required' });
    const step3 = envelopeOf(await postForm(app, '/sys/auth/checkRegister1', { step: '3', currency: 'USD' }));
    expect(step3.message).toBe('Country required');
  });

  it('checks the present fields: taken names, age, reference data, terms at step 3', async () => {
    const app = await signUpApp();
    const check = async (payload: Record<string, string>) =>
      envelopeOf(await postForm(app, '/sys/auth/checkRegister1', payload)).error;
    expect(await check({ username: 'Demo' })).toBe(ApiErrorCode.USERNAME_TAKEN);
    expect(await check({ email: 'newbie@LUCKYHARBOR.example' })).toBe(ApiErrorCode.EMAIL_TAKEN);
    expect(await check({ birthday: '2010-01-01' })).toBe(ApiErrorCode.UNDER_AGE);
    expect(await check({ currency: 'XXX' })).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(await check({ countryCode: 'US', stateCode: 'NY' })).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(await check({ email: 'bad' })).toBe(ApiErrorCode.VALIDATION_FAILED);
    const step3 = {
      step: '3',
      currency: 'USD',
      countryCode: 'US',
      stateCode: 'CA',
      postalCode: '1',
      city: 'c',
      address: 'a',
    };
    expect(await check({ ...step3, agreed: 'false' })).toBe(ApiErrorCode.TERMS_NOT_AGREED);
    expect(await check({ ...step3, agreed: 'true' })).toBe(0);
    // Step 1 carries the form's default agreed=false; it is not judged before step 3.
    expect(
      await check({
        step: '1',
        email: 'x@example.com',
        username: 'x',
        password: 'Fresh5678!',
        repassword: 'Fresh5678!',
        mobilePrefix: '1',
        mobile: '1',
        agreed: 'false',
      }),
    ).toBe(0);
  });
});
