import type { PactMatcher, PactMatchingRules, PactRule } from '@casino/contracts/control/pact';

/**
 * A provider's answer against a Pact interaction's expected answer, as a Pact verifier reads
 * it: a path with a rule is judged by its matchers; without one, objects need the expected keys
 * (more are fine), lists and other values are compared as written. Each difference names the
 * path and what was expected against what came.
 */

export interface PactDifference {
  /** `$.data.availableBalance`, `header Content-Type`, `status`. */
  path: string;
  expected: string;
  actual: string;
}

type Rules = Record<string, PactRule>;

/** A value's JSON type as a person reads it: `string "lots"`, `integer 12`, `object`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (typeof value === 'object') return 'object';
  const shown = JSON.stringify(value);
  const short = shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
  if (typeof value === 'number') return `${Number.isInteger(value) ? 'integer' : 'decimal'} ${short}`;
  return `${typeof value} ${short}`;
}

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function describeMatcher(matcher: PactMatcher, expected: unknown): string {
  switch (matcher.match) {
    case 'type':
      return matcher.min !== undefined ? `array of at least ${matcher.min}` : `${jsonType(expected)}`;
    case 'regex':
      return `string matching ${matcher.regex}`;
    case 'include':
      return `text including ${JSON.stringify(matcher.value)}`;
    case 'number':
      return 'number';
    default:
      return matcher.match;
  }
}

function passes(matcher: PactMatcher, expected: unknown, actual: unknown): boolean {
  switch (matcher.match) {
    case 'type':
      if (jsonType(actual) !== jsonType(expected)) return false;
      return matcher.min === undefined || (Array.isArray(actual) && actual.length >= matcher.min);
    case 'regex': {
      if (!['string', 'number', 'boolean'].includes(typeof actual)) return false;
      return new RegExp(matcher.regex ?? '').test(String(actual));
    }
    case 'include':
      return typeof actual === 'string' && actual.includes(matcher.value ?? '');
    case 'integer':
      return Number.isInteger(actual);
    case 'decimal':
      return typeof actual === 'number' && !Number.isInteger(actual);
    case 'number':
      return typeof actual === 'number';
    case 'boolean':
      return typeof actual === 'boolean';
    case 'null':
      return actual === null;
    case 'equality':
      return JSON.stringify(actual) === JSON.stringify(expected);
    default:
      // A matcher this reader does not know is not silently passed.
      return false;
  }
}

/** Whether the rule holds; the difference when not (each matcher of an OR said). */
export function checkRule(
  rule: PactRule,
  expected: unknown,
  actual: unknown,
  path: string,
): PactDifference | null {
  const results = rule.matchers.map((matcher) => passes(matcher, expected, actual));
  const held = rule.combine === 'OR' ? results.some(Boolean) : results.every(Boolean);
  if (held) return null;
  const failing = rule.matchers.filter((_, index) => rule.combine === 'OR' || !results[index]);
  return {
    path,
    expected: failing.map((matcher) => describeMatcher(matcher, expected)).join(' or '),
    actual: describeValue(actual),
  };
}

const childPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}['${key}']`;

function compare(expected: unknown, actual: unknown, path: string, rules: Rules, out: PactDifference[]) {
  const rule = rules[path];
  if (rule) {
    const difference = checkRule(rule, expected, actual, path);
    if (difference) {
      out.push(difference);
      return;
    }
    if (actual === null || typeof actual !== 'object') return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) {
      out.push({ path, expected: 'array', actual: describeValue(actual) });
      return;
    }
    const itemPath = `${path}[*]`;
    const template = expected[0];
    if (rule) {
      if (template !== undefined) for (const item of actual) compare(template, item, itemPath, rules, out);
      return;
    }
    if (actual.length !== expected.length)
      out.push({ path, expected: `array of ${expected.length}`, actual: describeValue(actual) });
    expected.forEach((item, index) => {
      compare(item, actual[index], rules[itemPath] ? itemPath : `${path}[${index}]`, rules, out);
    });
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
      out.push({ path, expected: 'object', actual: describeValue(actual) });
      return;
    }
    const given = actual as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) {
      const inner = childPath(path, key);
      if (!Object.hasOwn(given, key))
        out.push({ path: inner, expected: describeValue(value), actual: 'nothing' });
      else compare(value, given[key], inner, rules, out);
    }
    return;
  }
  if (!rule && JSON.stringify(expected) !== JSON.stringify(actual))
    out.push({ path, expected: describeValue(expected), actual: describeValue(actual) });
}

/** The differences between an expected body and the body that came, by the body's rules. */
export function compareBody(expected: unknown, actual: unknown, rules: PactMatchingRules | undefined) {
  const out: PactDifference[] = [];
  compare(expected, actual, '$', rules?.body ?? {}, out);
  return out;
}

/** Expected headers (names in any case) against those that came, by the header rules. */
export function compareHeaders(
  expected: Record<string, string[]> | undefined,
  actual: Headers,
  rules: PactMatchingRules | undefined,
): PactDifference[] {
  const out: PactDifference[] = [];
  for (const [name, values] of Object.entries(expected ?? {})) {
    const came = actual.get(name);
    const path = `header ${name}`;
    const rule = rules?.header?.[name];
    const wanted = values.join(', ');
    if (came === null) out.push({ path, expected: rule ? 'a value' : wanted, actual: 'nothing' });
    else if (rule) {
      const difference = checkRule(rule, wanted, came, path);
      if (difference) out.push(difference);
    } else if (came !== wanted)
      out.push({ path, expected: JSON.stringify(wanted), actual: JSON.stringify(came) });
  }
  return out;
}
