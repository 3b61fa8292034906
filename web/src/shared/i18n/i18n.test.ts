import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/app-storage';
import { changeLanguage, i18n, resources, SUPPORTED_LANGUAGES } from './i18n';
import { en } from './locales/en';

type Messages = { [key: string]: string | Messages };

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

const english = flatten(en);

describe('message sets', () => {
  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, translated',
    (language) => {
      const messages = flatten(resources[language].common);
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
      expect(same / english.size).toBeLessThan(0.15);
    },
  );
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
