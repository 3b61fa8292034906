import { z } from 'zod';

/** Enumerations every domain uses (spec 01 §3, spec 02 §3) (cut from `enums.ts`, issue 31). */

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
