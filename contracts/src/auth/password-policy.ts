import { z } from 'zod';

/**
 * The password policy (ours: the spec only asks for a password and its repeat). Checked the
 * same way by the sign-up, change and reset forms (as tips before anything is sent) and by the
 * simulator (as schema failures or, where the account is needed, a WEAK_PASSWORD refusal).
 * Sign-in keeps accepting any stored password.
 */
export const PasswordPolicy = { MIN_LENGTH: 8, MAX_LENGTH: 128 } as const;

export const PasswordProblem = {
  TOO_SHORT: 'tooShort',
  ONE_CHARACTER: 'oneCharacter',
  SAME_AS_ACCOUNT: 'sameAsAccount',
} as const;
export type PasswordProblemValue = (typeof PasswordProblem)[keyof typeof PasswordProblem];

/** The account a password must not repeat: its username and e-mail, when known. */
export interface PasswordAccount {
  username?: string | null;
  email?: string | null;
}

/** The first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  account: PasswordAccount = {},
): PasswordProblemValue | null {
  // Characters, not UTF-16 units: an emoji counts once.
  const characters = [...password];
  if (characters.length < PasswordPolicy.MIN_LENGTH) return PasswordProblem.TOO_SHORT;
  if (characters.every((character) => character === characters[0])) return PasswordProblem.ONE_CHARACTER;
  const lower = password.toLowerCase();
  for (const name of [account.username, account.email]) {
    if (name && lower === name.trim().toLowerCase()) return PasswordProblem.SAME_AS_ACCOUNT;
  }
  return null;
}

/** The developer-facing reason of each problem (schema messages; players see translated tips). */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblemValue, string> = {
  tooShort: `at least ${PasswordPolicy.MIN_LENGTH} characters`,
  oneCharacter: 'not one character repeated',
  sameAsAccount: 'not the username or e-mail',
};

/**
 * The policy as JSON Schema says it, for the API document: length in characters
 * (JSON Schema counts code points, as `passwordProblem` does) and "not one character repeated"
 * as a pattern; the account rule needs the account, so it is stated in words.
 */
const POLICY_IN_JSON_SCHEMA = {
  minLength: PasswordPolicy.MIN_LENGTH,
  pattern: '^(?!([\\s\\S])\\1*$)',
  'x-rule': `${PASSWORD_PROBLEM_MESSAGES.tooShort}, ${PASSWORD_PROBLEM_MESSAGES.oneCharacter}, ${PASSWORD_PROBLEM_MESSAGES.sameAsAccount}`,
};

/** A new password (sign-up, change, reset): length and repetition; the account check needs the account. */
export const newPasswordSchema = z
  .string()
  .max(PasswordPolicy.MAX_LENGTH)
  .superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem] });
  })
  .meta(POLICY_IN_JSON_SCHEMA);
