import { DEFAULT_LANGUAGE, type LanguageValue, languageSchema } from '@casino/contracts/core/enums';
import type { FastifyRequest } from 'fastify';

/** One of the ten languages from a header or query value (`de`, `de-AT`, `FIL`); English otherwise. */
export function languageOf(value: unknown): LanguageValue {
  const first = Array.isArray(value) ? value[0] : value;
  const primary = typeof first === 'string' ? first.trim().toLowerCase().split(/[-_]/)[0] : undefined;
  const parsed = languageSchema.safeParse(primary);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/**
 * The player's language for a request: the app sends it as `X-FE-LANG` on every call (the
 * contracts' client does). A caller without it, or with a language we do not ship, gets English,
 * as a real backend falls back to its default language.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): LanguageValue {
  return languageOf(request.headers['x-fe-lang']);
}
