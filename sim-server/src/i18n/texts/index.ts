import type { LanguageValue } from '@casino/contracts/enums';
import type { ServerTexts } from '../server-texts';

/** The server texts of every language but English (the source, in server-texts.ts). */
export const serverTextsByLanguage: Partial<Record<LanguageValue, ServerTexts>> = {};
