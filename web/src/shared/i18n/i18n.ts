import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageStorage } from '../storage/app-storage';
import { en } from './locales/en';
import { englishFeatureMessages, featureNamespaces, loadMessages } from './message-files';

export const SUPPORTED_LANGUAGES = ['en', 'pt', 'es', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Namespaces: `common` (the shell) plus one per feature folder that has an i18n/ folder. */
export const NAMESPACES = ['common', ...featureNamespaces()];

/** The shell's English and that of home's features; the rest loads through the backend. */
const bundledEnglish = { common: en, ...englishFeatureMessages() };

/** Other languages, and the English of other features, load on demand through this backend. */
const lazyLanguageBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: unknown) => void) {
    loadMessages(language, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error, null),
    );
  },
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

void i18n
  .use(lazyLanguageBackend)
  .use(initReactI18next)
  .init({
    resources: { en: bundledEnglish },
    partialBundledLanguages: true,
    lng: resolveLanguage(languageStorage.get()),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Only the bundled namespaces up front; a feature's namespace loads when first used, and
    // i18next adds it to this list, so a language change reloads it too.
    ns: Object.keys(bundledEnglish),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Home's English is bundled: initialise synchronously so the first render is translated;
    // another stored language suspends the first render until its chunk arrives.
    initAsync: false,
    react: { useSuspense: true },
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

/** Resolves once the start-up namespaces are there in the current language (at once for English). */
export function firstTextsLoaded(): Promise<unknown> {
  return i18n.loadNamespaces(Object.keys(bundledEnglish));
}
