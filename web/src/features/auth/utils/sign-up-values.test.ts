import { describe, expect, it } from 'vitest';
import { accountStepRules, initialSignUpValues } from './sign-up-values';
import { firstFailedRule } from './validation';

const filledStep1 = {
  ...initialSignUpValues(),
  email: 'new.player@example.com',
  username: 'newplayer',
  password: 'Fresh5678!',
  repassword: 'Fresh5678!',
  mobilePrefix: '44',
  mobile: '7700900123',
};

const tipFor = (changes: Partial<typeof filledStep1>) =>
  firstFailedRule({ ...filledStep1, ...changes }, accountStepRules)?.messageKey;

describe("sign-up step 1: the spec's checks, then the password policy", () => {
  it('passes a complete step with a good password', () => {
    expect(tipFor({})).toBeUndefined();
  });

  it("asks for the spec's fields before judging the password", () => {
    expect(tipFor({ password: 'abc', repassword: 'abc', mobile: '' })).toBe('register.mobileTip');
  });

  it("refuses a short, a one-character and the account's own password, each with its tip", () => {
    expect(tipFor({ password: 'abc123', repassword: 'abc123' })).toBe('register.passwordTooShort');
    expect(tipFor({ password: '11111111', repassword: '11111111' })).toBe('register.passwordOneCharacter');
    expect(tipFor({ password: 'NewPlayer', repassword: 'NewPlayer' })).toBe('register.passwordSameAsAccount');
    expect(tipFor({ password: 'new.player@example.com', repassword: 'new.player@example.com' })).toBe(
      'register.passwordSameAsAccount',
    );
  });

  it('refuses a username with invisible, control, direction or look-alike characters', () => {
    for (const username of [
      'de\u200bmo',
      'demo\u202e',
      'de\u0000mo',
      'demo\u0007',
      'dеmo',
      'de mo',
      'me@home',
    ]) {
      expect(tipFor({ username }), JSON.stringify(username)).toBe('register.usernameFormat');
    }
    expect(tipFor({ username: 'Jane_Doe-1.x' })).toBeUndefined();
  });
});
