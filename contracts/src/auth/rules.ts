/** The session constants of spec 01 §4 and §9. */
export const AuthRules = {
  /** After a sign-up the token is refreshed this long later (spec 01 §4, §9: 1 s). */
  TOKEN_REFRESH_AFTER_SIGN_UP_MS: 1000,
} as const;

/**
 * The fields each step of the sign-up form requires (spec 01 section 5), in the order the client
 * checks them: the pre-check (`checkRegister1`) with a `step` refuses a missing or empty one.
 */
export const REGISTRATION_STEP_FIELDS = {
  1: ['email', 'username', 'password', 'repassword', 'mobilePrefix', 'mobile'],
  2: ['firstName', 'lastName', 'gender', 'birthday'],
  3: ['currency', 'countryCode', 'stateCode', 'postalCode', 'city', 'address'],
} as const;
export type RegistrationStep = keyof typeof REGISTRATION_STEP_FIELDS;
