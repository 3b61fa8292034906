import type {
  JournalEntry,
  JournalQuery,
  VerifyAnswer,
  VerifyInput,
} from '@casino/contracts/control/journal';
import { type CallPattern, differencesOf, nearMisses, pathTest } from './journal-matching';

export type { JournalEntry };

/** Keys whose values are never kept: passwords, tokens, card numbers, CVVs, PINs. */
const SECRET_KEY =
  /pass(word)?|pwd|secret|token|authorization|cvv|cvc|card.?(number|num|no)|securitycode|pin$/i;
const CARD_NUMBER = /^\d[\d -]{10,21}\d$/;

/**
 * Masks secrets in a payload (a request body, a query, an answer): values of password-, token-
 * and card-like keys, and any text that looks like a card number. Long texts and lists are
 * shortened, deep nesting cut, so one entry stays small.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (typeof value === 'string') {
    const digits = value.replace(/[ -]/g, '');
    return CARD_NUMBER.test(value) && digits.length >= 12 && digits.length <= 19
      ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`
      : value.length > 500
        ? `${value.slice(0, 500)}…`
        : value;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => maskSecrets(item, depth + 1));
  if (value && typeof value === 'object') {
    const masked: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      masked[key] = SECRET_KEY.test(key) ? '***' : maskSecrets(inner, depth + 1);
    }
    return masked;
  }
  return value;
}

type Filter = Partial<Pick<JournalQuery, 'method' | 'path' | 'member' | 'since' | 'until' | 'body'>>;

const patternOf = (filter: Filter): CallPattern => ({
  method: filter.method,
  path: filter.path,
  member: filter.member,
  body: filter.body,
});

/** 'exactly 1', 'at least 1', 'between 1 and 3', 'at most 2'. */
function expectationOf(input: VerifyInput): { test: (count: number) => boolean; words: string } {
  if (input.count !== undefined) {
    const count = input.count;
    return { test: (found) => found === count, words: `exactly ${count}` };
  }
  const least = input.atLeast ?? (input.atMost === undefined ? 1 : 0);
  const most = input.atMost ?? Number.POSITIVE_INFINITY;
  const words =
    input.atMost === undefined
      ? `at least ${least}`
      : input.atLeast === undefined
        ? `at most ${most}`
        : `between ${least} and ${most}`;
  return { test: (found) => found >= least && found <= most, words };
}

/** The last `capacity` /api exchanges of one world (SIM_JOURNAL_SIZE), oldest dropped first. */
export class RequestJournal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  constructor(readonly capacity = 2000) {}

  record(entry: Omit<JournalEntry, 'id'>): JournalEntry {
    const stored = { id: this.nextId++, ...entry };
    this.entries.push(stored);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return stored;
  }

  /** Entries within the time window, newest first. */
  private window(filter: Filter): JournalEntry[] {
    const since = filter.since ? Date.parse(filter.since) : Number.NEGATIVE_INFINITY;
    const until = filter.until ? Date.parse(filter.until) : Number.POSITIVE_INFINITY;
    return this.entries
      .filter((entry) => {
        const time = Date.parse(entry.time);
        return time >= since && time <= until;
      })
      .reverse();
  }

  /** Newest first, filtered by method, path, member, time and a partial body. */
  list(filter: Filter & { limit?: number } = {}): JournalEntry[] {
    const pattern = patternOf(filter);
    const matchesPath = pattern.path ? pathTest(pattern.path) : () => true;
    return this.window(filter)
      .filter((entry) => differencesOf(entry, pattern, matchesPath).length === 0)
      .slice(0, filter.limit ?? this.capacity);
  }

  /** How many calls match, whether that is what was asked, and the near misses when it is not. */
  verify(input: VerifyInput): VerifyAnswer {
    const pattern = { ...patternOf(input), headers: input.headers };
    const matchesPath = pathTest(input.path);
    const entries = this.window(input);
    const count = entries.filter((entry) => differencesOf(entry, pattern, matchesPath).length === 0).length;
    const expected = expectationOf(input);
    const ok = expected.test(count);
    return {
      ok,
      count,
      expected: expected.words,
      nearMisses: ok ? [] : nearMisses(entries, pattern, matchesPath),
    };
  }

  clear(): void {
    this.entries = [];
  }
}
