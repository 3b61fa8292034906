import type { LanguageValue } from '@casino/contracts/core/enums';
import { englishServerTexts, type ServerTextKey, type SlotWord } from './server-texts';
import { serverTextsByLanguage } from './texts/index';

/**
 * What a `{placeholder}` holds, by its name: what it matches in an English message and how it
 * is written in the reader's language.
 */
type SlotKind = 'money' | 'count' | 'digits' | 'time' | 'word' | 'text';

function kindOf(name: string): SlotKind {
  if (name.startsWith('money')) return 'money';
  if (name === 'count' || name === 'minutes' || name === 'have') return 'count';
  if (name === 'year' || name === 'id') return 'digits';
  if (name === 'time') return 'time';
  if (name === 'period' || name === 'kind' || name === 'level') return 'word';
  return 'text';
}

const SLOT_PATTERNS: Record<SlotKind, string> = {
  money: String.raw`\d+(?:\.\d+)? [A-Z]{3,5}`,
  count: String.raw`\d+`,
  digits: String.raw`\d+`,
  // `2026-11-23 10:00 UTC` (protection texts) or an ISO instant (sign-in lock).
  time: String.raw`\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2} UTC|T[\d:.]+Z)`,
  word: '[A-Za-z0-9 -]+?',
  text: '.+?',
};

const PLACEHOLDER = /\{(\w+)\}/g;

interface CompiledTemplate {
  key: ServerTextKey;
  pattern: RegExp;
  names: string[];
}

/** English templates as anchored patterns, longest first so the most specific one wins. */
const compiled: CompiledTemplate[] = (Object.entries(englishServerTexts) as [ServerTextKey, string][])
  .filter(([key]) => !key.startsWith('mail'))
  .sort(([, a], [, b]) => b.length - a.length)
  .map(([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(PLACEHOLDER)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return `(${SLOT_PATTERNS[kindOf(part)]})`;
      })
      .join('');
    return { key, pattern: new RegExp(`^${source}$`), names };
  });

/** The texts of a translated language; undefined for English, the source. */
const textsIn = (language: LanguageValue) =>
  language === 'en' ? undefined : serverTextsByLanguage[language];

/** Writes one matched value the way a reader of `language` expects it. */
function formatSlot(name: string, value: string, language: LanguageValue): string {
  const words = textsIn(language)?.words;
  switch (kindOf(name)) {
    case 'money': {
      const [amount, currency] = value.split(' ');
      try {
        return new Intl.NumberFormat(language, { style: 'currency', currency }).format(Number(amount));
      } catch {
        // A code Intl does not take as a currency (a coin ticker): the number in local form, then the code.
        const digits = amount?.split('.')[1]?.length ?? 0;
        const number = new Intl.NumberFormat(language, { minimumFractionDigits: digits }).format(
          Number(amount),
        );
        return `${number} ${currency}`;
      }
    }
    case 'count':
      return new Intl.NumberFormat(language).format(Number(value));
    case 'time': {
      const iso = value.endsWith(' UTC') ? `${value.slice(0, 16).replace(' ', 'T')}:00Z` : value;
      const time = new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(iso));
      return `${time} UTC`;
    }
    case 'word':
      return words?.[value as SlotWord] ?? value;
    default:
      return value;
  }
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/**
 * A text the simulator wrote in English (a refusal, a message-centre item), in `language`.
 * English, and a text no template knows (an operator's own words, QA's test values), stay as
 * they are.
 */
export function translateServerText(message: string, language: LanguageValue): string {
  const target = textsIn(language);
  if (!target) return message;
  for (const { key, pattern, names } of compiled) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      values[name] = formatSlot(name, match[index + 1] ?? '', language);
    });
    return fill(target.texts[key], values);
  }
  return message;
}

/** A text composed by key (mails), with its values as given. */
export function serverText(
  key: ServerTextKey,
  language: LanguageValue,
  values: Record<string, string> = {},
): string {
  const template = textsIn(language)?.texts[key] ?? englishServerTexts[key];
  return fill(template, values);
}
