import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/app-storage';
import { changeLanguage, i18n, NAMESPACES, SUPPORTED_LANGUAGES } from './i18n';
import { englishFeatureMessages } from './message-files';
import type { MessageTree as Messages } from './types';

/** Every message file, loaded at once for the check (the app loads them on demand). */
const files = {
  ...import.meta.glob<{ messages: Messages }>('./locales/*.ts', { eager: true }),
  ...import.meta.glob<{ messages: Messages }>('../../features/*/i18n/*.ts', { eager: true }),
};
function messagesOf(language: string, namespace: string): Messages | undefined {
  const path =
    namespace === 'common' ? `./locales/${language}.ts` : `../../features/${namespace}/i18n/${language}.ts`;
  return files[path]?.messages;
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const cases = SUPPORTED_LANGUAGES.filter((language) => language !== 'en').flatMap((language) =>
  NAMESPACES.map((namespace) => [language, namespace] as const),
);

describe('message sets', () => {
  it('covers the shell and every feature namespace', () => {
    expect(NAMESPACES).toContain('common');
    expect(NAMESPACES.length).toBeGreaterThan(1);
  });

  it.each(cases)('%s has every English key of %s, translated', (language, namespace) => {
    const english = flatten(messagesOf('en', namespace) ?? {});
    const given = messagesOf(language, namespace);
    expect(given, `${language} has no ${namespace} file`).toBeDefined();
    const messages = flatten(given ?? {});
    const missing = [...english.keys()].filter((key) => !messages.get(key)?.trim());
    const extra = [...messages.keys()].filter((key) => !english.has(key));
    expect(missing, `${language} lacks keys`).toEqual([]);
    expect(extra, `${language} has keys English does not`).toEqual([]);
    for (const [key, text] of english) {
      expect(placeholders(messages.get(key) ?? ''), `${language}:${key} placeholders`).toEqual(
        placeholders(text),
      );
    }
    // Not an English copy: most texts must differ (names such as "Blackjack" may not).
    const same = [...english].filter(([key, text]) => messages.get(key) === text).length;
    if (english.size >= 10) expect(same / english.size).toBeLessThan(0.15);
  });
});

describe('language', () => {
  it('defaults to en, follows on <html lang> and is stored', async () => {
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(i18n.t('actions.signIn')).toBe('Anmelden');
    await changeLanguage('en');
  });
});

describe('English of the features', () => {
  it('is bundled for home (games) only; others load with their feature', async () => {
    expect(Object.keys(englishFeatureMessages())).toContain('games');
    expect(Object.keys(englishFeatureMessages())).not.toContain('withdrawals');
    // setup-tests adds every English namespace for the feature tests: drop one to see it load.
    i18n.removeResourceBundle('en', 'withdrawals');
    expect(i18n.exists('withdrawals:cashOut.title')).toBe(false);
    await i18n.loadNamespaces('withdrawals');
    expect(i18n.hasResourceBundle('en', 'withdrawals')).toBe(true);
    expect(i18n.t('withdrawals:cashOut.title')).toBe(
      (await import('../../features/withdrawals/i18n/en')).messages.cashOut.title,
    );
  });
});
