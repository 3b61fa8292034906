import type { Difference, JournalEntry, NearMiss } from '@casino/contracts/control/journal';
import { pathMatcher } from '@casino/contracts/control/scenario';

/**
 * How journal entries are matched: paths by glob (as faults are), bodies by a partial deep
 * match, members by username or id; and, for a verification that failed, how near each other
 * call came (WireMock's near misses).
 */

/** What a call must be like; absent fields match anything. */
export interface CallPattern {
  method?: string | undefined;
  path?: string | undefined;
  member?: string | undefined;
  body?: unknown;
  /** Header names in lower case. */
  headers?: Record<string, string> | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A pattern starting with `/`, `^` or `re:` is a glob or regex; plain text is looked for inside the path. */
export function pathTest(pattern: string): (path: string) => boolean {
  if (!/^(\/|\^|re:)/.test(pattern)) return (path) => path.includes(pattern);
  const matcher = pathMatcher(pattern);
  // Contract paths are written without `/api`, so a pattern may leave it out (as faults may).
  return (path) => matcher.test(path) || (path.startsWith('/api/') && matcher.test(path.slice(4)));
}

/** `25` and `"25"` are the same value: form-encoded calls send every field as text. */
function sameValue(expected: unknown, actual: unknown): boolean {
  if (Object.is(expected, actual)) return true;
  const scalar = (value: unknown) => ['number', 'boolean', 'string'].includes(typeof value);
  return scalar(expected) && scalar(actual) && String(expected) === String(actual);
}

/**
 * The ways `actual` differs from `expected` under a partial deep match: every field of an
 * expected object must be there and match (extra fields are fine); arrays match element by
 * element and by length; scalars by value (text and number alike). Empty when it matches.
 */
export function bodyDifferences(expected: unknown, actual: unknown, at = 'body'): Difference[] {
  if (isRecord(expected)) {
    if (!isRecord(actual)) return [{ field: at, expected, actual: actual ?? null }];
    return Object.entries(expected).flatMap(([key, value]) =>
      bodyDifferences(value, actual[key], `${at}.${key}`),
    );
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return [{ field: at, expected, actual: actual ?? null }];
    }
    return expected.flatMap((value, index) => bodyDifferences(value, actual[index], `${at}.${index}`));
  }
  return sameValue(expected, actual) ? [] : [{ field: at, expected, actual: actual ?? null }];
}

/** How many values a partial body asks for (the body part of a near miss's distance). */
function leafCount(value: unknown): number {
  if (isRecord(value)) return Object.values(value).reduce<number>((sum, inner) => sum + leafCount(inner), 0);
  if (Array.isArray(value)) return value.reduce<number>((sum, inner) => sum + leafCount(inner), 0);
  return 1;
}

export const memberMatches = (entry: JournalEntry, member: string) =>
  entry.member !== null &&
  (entry.member.username.toLowerCase() === member.toLowerCase() || String(entry.member.id) === member);

/** The differences of one entry from the pattern; empty when it matches. */
export function differencesOf(
  entry: JournalEntry,
  pattern: CallPattern,
  matchesPath: (path: string) => boolean,
) {
  const differences: Difference[] = [];
  if (pattern.method && entry.method !== pattern.method) {
    differences.push({ field: 'method', expected: pattern.method, actual: entry.method });
  }
  if (pattern.path && !matchesPath(entry.path)) {
    differences.push({ field: 'path', expected: pattern.path, actual: entry.path });
  }
  if (pattern.member && !memberMatches(entry, pattern.member)) {
    differences.push({ field: 'member', expected: pattern.member, actual: entry.member?.username ?? null });
  }
  for (const [name, value] of Object.entries(pattern.headers ?? {})) {
    if (entry.headers[name] !== value) {
      differences.push({ field: `headers.${name}`, expected: value, actual: entry.headers[name] ?? null });
    }
  }
  if (pattern.body !== undefined) differences.push(...bodyDifferences(pattern.body, entry.body));
  return differences;
}

/** Levenshtein distance over the length of the longer text: 0 same, 1 nothing alike. */
function textDistance(a: string, b: string): number {
  if (a === b) return 0;
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_unused, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return (previous[b.length] ?? longer) / longer;
}

/** The literal text of a path pattern (wildcards and regex marks left out), without `/api`. */
const literalOf = (pattern: string) =>
  pattern
    .replace(/^re:|^\^|\$$/g, '')
    .replace(/\*\*|\*|\?|\\/g, '')
    .replace(/^\/api(?=\/)/, '');

const WEIGHTS = { path: 0.5, method: 0.15, body: 0.25, member: 0.1, headers: 0.1 };
export const NEAR_MISS_LIMIT = 5;

/**
 * The entries that came nearest the pattern without matching it, nearest first: the same path
 * with another body before a similar path, each with what differed.
 */
export function nearMisses(
  entries: JournalEntry[],
  pattern: CallPattern,
  matchesPath: (path: string) => boolean,
): NearMiss[] {
  const literal = pattern.path ? literalOf(pattern.path) : '';
  const bodyLeaves = pattern.body === undefined ? 0 : Math.max(1, leafCount(pattern.body));
  const scored: NearMiss[] = [];
  for (const entry of entries) {
    const differences = differencesOf(entry, pattern, matchesPath);
    if (differences.length === 0) continue;
    let total = 0;
    let weight = 0;
    if (pattern.path) {
      const path = entry.path.replace(/^\/api(?=\/)/, '');
      total += WEIGHTS.path * (matchesPath(entry.path) ? 0 : Math.max(0.05, textDistance(literal, path)));
      weight += WEIGHTS.path;
    }
    if (pattern.method) {
      total += WEIGHTS.method * (entry.method === pattern.method ? 0 : 1);
      weight += WEIGHTS.method;
    }
    if (pattern.body !== undefined) {
      const bodyMisses = differences.filter((difference) => difference.field.startsWith('body')).length;
      total += WEIGHTS.body * Math.min(1, bodyMisses / bodyLeaves);
      weight += WEIGHTS.body;
    }
    if (pattern.headers && Object.keys(pattern.headers).length > 0) {
      const missed = differences.filter((difference) => difference.field.startsWith('headers.')).length;
      total += WEIGHTS.headers * (missed / Object.keys(pattern.headers).length);
      weight += WEIGHTS.headers;
    }
    if (pattern.member) {
      total += WEIGHTS.member * (differences.some((difference) => difference.field === 'member') ? 1 : 0);
      weight += WEIGHTS.member;
    }
    const distance = weight === 0 ? 1 : Math.round((total / weight) * 1000) / 1000;
    scored.push({ entry, distance, differences: differences.slice(0, 10) });
  }
  // Newest first among equals (entries come newest first; the sort is stable).
  return scored.sort((a, b) => a.distance - b.distance).slice(0, NEAR_MISS_LIMIT);
}
