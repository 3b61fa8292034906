/** The session constants of spec 01 §4 and §9. */
export const AuthRules = {
  /** After a sign-up the token is refreshed this long later (spec 01 §4, §9: 1 s). */
  TOKEN_REFRESH_AFTER_SIGN_UP_MS: 1000,
} as const;
