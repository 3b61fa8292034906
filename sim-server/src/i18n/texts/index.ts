import type { TranslatedLanguage } from '@casino/fixtures/languages';
import type { ServerTexts } from '../server-texts';
import { de } from './de';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { pt } from './pt';
import { tr } from './tr';

/** The server texts of every language but English (the source, in server-texts.ts). */
export const serverTextsByLanguage: Partial<Record<TranslatedLanguage | 'en', ServerTexts>> = {
  de,
  es,
  fi,
  fr,
  it,
  ja,
  pt,
  tr,
};
