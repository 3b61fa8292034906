import type {
  JournalEntry,
  JournalQuery,
  VerifyAnswer,
  VerifyInput,
} from '@casino/contracts/control/journal';
import { isLuhnValid } from '@casino/contracts/deposits/card-number';
import { type CallPattern, differencesOf, nearMisses, pathTest } from './journal-matching';

export type { JournalEntry };

/** Keys whose values are never kept: passwords, tokens, CVVs, PINs (card numbers: last four). */
const SECRET_KEY = /pass(word)?|pwd|secret|token|authorization|cvv|cvc|securitycode|pin$/i;
/** A card number's field, whatever it holds (a typo or a letter does not make it public). */
const CARD_NUMBER_KEY = /card.?(num|number|no)$|^pan$/i;
/** A card number inside any text: 12 to 19 digits, maybe grouped by spaces or dashes. */
const CARD_NUMBER_RUN = /\d(?:[ -]?\d){11,18}/g;

/** Stars for all but the last four characters (what QA needs to tell test cards apart). */
const lastFour = (text: string) => `${'*'.repeat(Math.max(text.length - 4, 0))}${text.slice(-4)}`;

/** Masks the card numbers (Luhn-valid digit runs) anywhere in a text. */
function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return isLuhnValid(digits) ? lastFour(digits) : run;
  });
}

/**
 * Masks secrets in a payload (a request body, a query, an answer; PCI DSS): values of
 * password-, token- and CVV-like keys entirely, a card-number field to its last four, and any
 * card number inside any other text. Long texts and lists are shortened, deep nesting cut, so
 * one entry stays small.
 */
export function maskSecrets(value: unknown): unknown {
  return mask(value, 0, true);
}

/**
 * The same masking, nothing shortened: for a recording (proxy mode, `SIM_RECORD`), whose
 * answers must replay as they came, secrets and card data apart.
 */
export function maskSecretsInFull(value: unknown): unknown {
  return mask(value, 0, false);
}

function mask(value: unknown, depth: number, shorten: boolean): unknown {
  if (shorten && depth > 6) return '[deep]';
  if (typeof value === 'string') {
    const masked = maskCardNumbers(value);
    return shorten && masked.length > 500 ? `${masked.slice(0, 500)}…` : masked;
  }
  if (Array.isArray(value))
    return (shorten ? value.slice(0, 50) : value).map((item) => mask(item, depth + 1, shorten));
  if (value && typeof value === 'object') {
    const masked: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      masked[key] = SECRET_KEY.test(key)
        ? '***'
        : CARD_NUMBER_KEY.test(key) && (typeof inner === 'string' || typeof inner === 'number')
          ? lastFour(String(inner).replace(/[ -]/g, ''))
          : mask(inner, depth + 1, shorten);
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
  /** The newest `capacity` entries, behind up to `slack` older ones not yet dropped. */
  private entries: JournalEntry[] = [];
  private nextId = 1;
  /**
   * Entries past the capacity are dropped in batches: dropping the oldest on every call moved the
   * whole array each time (6.5 µs a call at 2,000 entries, 0.2 ms at 100,000). Now a call moves
   * about eight entries on average, for at most an eighth more entries held.
   */
  private readonly slack: number;

  constructor(readonly capacity = 2000) {
    this.slack = Math.max(64, Math.ceil(capacity / 8));
  }

  record(entry: Omit<JournalEntry, 'id'>): JournalEntry {
    const stored = { id: this.nextId++, ...entry };
    this.entries.push(stored);
    if (this.entries.length >= this.capacity + this.slack) this.entries = this.kept();
    return stored;
  }

  /** The journal's entries, oldest first: the newest `capacity`. */
  private kept(): JournalEntry[] {
    return this.entries.length > this.capacity ? this.entries.slice(-this.capacity) : this.entries;
  }

  /** Entries within the time window, newest first. */
  private window(filter: Filter): JournalEntry[] {
    const since = filter.since ? Date.parse(filter.since) : Number.NEGATIVE_INFINITY;
    const until = filter.until ? Date.parse(filter.until) : Number.POSITIVE_INFINITY;
    return this.kept()
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

  /**
   * The journal as it is, oldest first, for a world export (world-snapshot.ts): plain data, each
   * answer as a reader of the journal sees it. Kept answers are held as their bytes and decoded
   * when read (`toJSON`); a structured clone copied those bytes as a map of numbers instead.
   */
  snapshot(): { entries: JournalEntry[]; nextId: number } {
    return { entries: JSON.parse(JSON.stringify(this.kept())) as JournalEntry[], nextId: this.nextId };
  }

  /** Puts an exported journal back, its newest `capacity` entries kept. */
  restore(kept: { entries: readonly JournalEntry[]; nextId: number }): void {
    this.entries = structuredClone(kept.entries.slice(-this.capacity));
    this.nextId = kept.nextId;
  }
}
