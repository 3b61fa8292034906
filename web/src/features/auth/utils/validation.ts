import {
  type PasswordAccount,
  PasswordProblem,
  type PasswordProblemValue,
  passwordProblem,
} from '@casino/contracts/auth/password-policy';
import type { messages } from '../i18n/en';

type Messages = typeof messages;
type KeysOf<Section extends keyof Messages> = `${Section}.${keyof Messages[Section] & string}`;

/** A key of the 'auth' namespace that names a validation text. */
export type AuthValidationKey = KeysOf<'register'> | KeysOf<'login'> | KeysOf<'forgot'> | KeysOf<'reset'>;

/** One client check: the field it is about, whether the values pass, and the text when not. */
export interface FieldRule<Values, Field extends string = string> {
  field: Field;
  messageKey: AuthValidationKey;
  passes: (values: Values) => boolean;
}

/** The first rule the values fail, in the rules' order (spec 01 section 5: checks are ordered). */
export function firstFailedRule<Values, Field extends string>(
  values: Values,
  rules: readonly FieldRule<Values, Field>[],
): FieldRule<Values, Field> | undefined {
  return rules.find((rule) => !rule.passes(values));
}

export const isFilled = (value: string): boolean => value.trim() !== '';

/** The mobile field keeps digits only, whatever is typed or pasted. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * Focuses the control named `field` inside `container`: the first empty one when several share
 * the name (the birthday boxes), so the member lands where the missing input is.
 */
export function focusField(container: HTMLElement | null, field: string): void {
  if (!container) return;
  const controls = [...container.querySelectorAll<HTMLInputElement>(`[name="${field}"]`)];
  const target = controls.find((control) => control.value === '') ?? controls[0];
  target?.focus();
}

const PASSWORD_PROBLEM_KEYS: Record<PasswordProblemValue, AuthValidationKey> = {
  [PasswordProblem.TOO_SHORT]: 'register.passwordTooShort',
  [PasswordProblem.ONE_CHARACTER]: 'register.passwordOneCharacter',
  [PasswordProblem.SAME_AS_ACCOUNT]: 'register.passwordSameAsAccount',
};

/**
 * The password policy as field rules, one per problem in the policy's order, so each refusal
 * shows its own tip. `account` gives the username and e-mail the password may not repeat.
 */
export function newPasswordRules<Values extends { password: string }, Field extends string>(
  field: Field,
  account: (values: Values) => PasswordAccount,
): FieldRule<Values, Field>[] {
  return Object.values(PasswordProblem).map((problem) => ({
    field,
    messageKey: PASSWORD_PROBLEM_KEYS[problem],
    passes: (values: Values) => passwordProblem(values.password, account(values)) !== problem,
  }));
}
