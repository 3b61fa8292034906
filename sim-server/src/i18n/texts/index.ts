import type { TranslatedLanguage } from '@casino/fixtures/languages';
import type { ServerTexts } from '../server-texts';
import { de } from './de';
import { es } from './es';
import { fi } from './fi';
import { fil } from './fil';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { pt } from './pt';
import { tr } from './tr';

/**
 * The server texts of every language but English (the source, in server-texts.ts). A language
 * missing here fails the type check.
 */
export const serverTextsByLanguage: Record<TranslatedLanguage, ServerTexts> = {
  de,
  es,
  fi,
  fil,
  fr,
  it,
  ja,
  pt,
  tr,
};
