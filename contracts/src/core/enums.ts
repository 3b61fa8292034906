import { z } from 'zod';

/** Enumerations every domain uses (spec 01 §3, spec 02 §3) (cut from `enums.ts`, issue 31). */

/**
 * Codes whose name is the code itself (`{ STRIPE: 'STRIPE', ... }`), built from the list so that
 * a name cannot drift from its value.
 */
export function codesNamedAsThemselves<const T extends readonly string[]>(
  codes: T,
): { readonly [K in T[number]]: K } {
  return Object.fromEntries(codes.map((code) => [code, code])) as { readonly [K in T[number]]: K };
}

/** The message sets the app ships; sent as `X-FE-LANG`. */
export const Language = {
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
} as const;
export const languageSchema = z.enum(Language);
export type LanguageValue = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: LanguageValue = Language.EN;

/** The backend's 0/1 flags: `enabled`, `credited`, `playForFun`, `status` of countries. */
export const Flag = { OFF: 0, ON: 1 } as const;
export const flagSchema = z.literal(Object.values(Flag));
export type FlagValue = z.infer<typeof flagSchema>;
