import { z } from 'zod';

/** Enumerations every domain uses (spec 01 §3, spec 02 §3). */

/**
 * Codes whose name is the code itself (`{ STRIPE: 'STRIPE', ... }`), built from the list so that
 * a name cannot drift from its value.
 */
export function codesNamedAsThemselves<const T extends readonly string[]>(
  codes: T,
): { readonly [K in T[number]]: K } {
  return Object.fromEntries(codes.map((code) => [code, code])) as { readonly [K in T[number]]: K };
}

/**
 * A set of named text codes and the schema that accepts exactly their values, declared once
 * (`export const [Gender, genderSchema] = textCodes({ MALE: 'MALE', FEMALE: 'FEMALE' })`).
 */
export function textCodes<const T extends Readonly<Record<string, string>>>(codes: T) {
  return [codes, z.enum(codes)] as const;
}

/** Text codes whose name is the code itself, from their list (see `codesNamedAsThemselves`). */
export function selfNamedCodes<const T extends readonly string[]>(codes: T) {
  return textCodes(codesNamedAsThemselves(codes));
}

/** A set of named number codes and the schema that accepts exactly their values, declared once. */
export function numberCodes<const T extends Readonly<Record<string, number>>>(codes: T) {
  return [codes, z.literal(Object.values(codes) as T[keyof T][])] as const;
}

/** The message sets the app ships; sent as `X-FE-LANG`. */
export const [Language, languageSchema] = textCodes({
  EN: 'en',
  PT: 'pt',
  ES: 'es',
  DE: 'de',
  FR: 'fr',
  IT: 'it',
  FI: 'fi',
  TR: 'tr',
  JA: 'ja',
  FIL: 'fil',
});
export type LanguageValue = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: LanguageValue = Language.EN;

/** The backend's 0/1 flags: `enabled`, `credited`, `playForFun`, `status` of countries. */
export const [Flag, flagSchema] = numberCodes({ OFF: 0, ON: 1 });
export type FlagValue = z.infer<typeof flagSchema>;
