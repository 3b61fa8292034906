import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageStorage } from '../storage/app-storage';
import { de } from './locales/de';
import { type CommonMessages, en } from './locales/en';
import { es } from './locales/es';
import { fi } from './locales/fi';
import { fil } from './locales/fil';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { ja } from './locales/ja';
import { pt } from './locales/pt';
import { tr } from './locales/tr';

export const SUPPORTED_LANGUAGES = ['en', 'pt', 'es', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Every language's namespaces; features add theirs here as they arrive. */
export const resources: Record<Language, { common: CommonMessages }> = {
  en: { common: en },
  pt: { common: pt },
  es: { common: es },
  de: { common: de },
  fr: { common: fr },
  it: { common: it },
  fi: { common: fi },
  tr: { common: tr },
  ja: { common: ja },
  fil: { common: fil },
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The stored language when it is one we have, else the default (spec: default en). */
export function resolveLanguage(stored: string | null | undefined): Language {
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The app's one i18next instance; the api client sends its language as X-FE-LANG. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: resolveLanguage(languageStorage.get()),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled: initialise synchronously so the first render is translated.
  initAsync: false,
});

applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  if (isSupportedLanguage(language)) languageStorage.set(language);
});

/** Switches the interface language; it is stored and sent with every later request. */
export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}
