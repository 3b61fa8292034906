/**
 * Broken values for one field of a request, picked by a seeded random source so that a failing
 * run replays exactly with the same seed.
 */
export type Random = () => number;

export const HUGE_STRING = 'x'.repeat(100 * 1024);

/** Strings that have broken parsers, encoders, databases or HTML before. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '😀🎰💸',
  'زبان فارسی',
  'e\u0301\u0301\u0301',
  '\u202eevil',
  '\ufeffbom',
  '１２３',
  '%00',
  '%E0%A4%A',
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}{{7*7}}',
  'line\r\nX-Injected: 1',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  ' 100 ',
  '9'.repeat(400),
  '__proto__',
];

/** Numbers at and beyond the edges (NaN and the infinities travel as `null` in JSON). */
export const ODD_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  0.001,
  -999999999,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  // A subnormal-sized amount once passed `multipleOf(0.01)` and was stored as 0.
  1e-300,
  5e-324,
  2.2e-310,
  1e21,
  1.005,
  0.1 + 0.2,
];

/** Numbers as JSON text in exponent and other odd spellings (sent raw, see fuzz-cases.ts). */
export const ODD_NUMBER_TEXTS: readonly string[] = [
  '1e-300',
  '5e-324',
  '-0',
  '-0.0',
  '1e21',
  '1E+2',
  '1e2',
  '0.1e1',
  '100e-2',
  '1e-7',
  '123456789012345678901234567890',
];

/** Digits other than ASCII ones: they look like numbers to a person, not to a parser. */
export const UNICODE_DIGITS: readonly string[] = ['１２３', '١٢٣', '१२३', '๑๒๓', '𝟏𝟐𝟑', '¹²³', 'Ⅻ'];

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen: T[] = [];
  for (let i = 0; i < count; i++) chosen.push(pick(random, items));
  return chosen;
}

/** A random string of printable, control, astral and combining characters. */
export function randomUnicode(random: Random, length: number): string {
  const ranges: Array<[number, number]> = [
    [0x20, 0x7e],
    [0x00, 0x1f],
    [0xa0, 0x2ff],
    [0x300, 0x36f],
    [0x4e00, 0x4fff],
    [0x1f300, 0x1f6ff],
  ];
  let text = '';
  for (let i = 0; i < length; i++) {
    const [low, high] = pick(random, ranges);
    text += String.fromCodePoint(low + Math.floor(random() * (high - low + 1)));
  }
  return text;
}

export interface FieldMutation {
  label: string;
  /** `undefined` removes the field. */
  value: unknown;
}

/** Wrong types, missing, null, arrays for scalars, huge and odd strings, edge numbers. */
export function mutationsOfField(random: Random, value: unknown): FieldMutation[] {
  const mutations: FieldMutation[] = [
    { label: 'missing', value: undefined },
    { label: 'null', value: null },
    { label: 'array for scalar', value: [value, value] },
    { label: 'object for scalar', value: { nested: value } },
    { label: 'boolean', value: true },
    { label: 'huge string (100 KB)', value: HUGE_STRING },
    { label: 'random unicode', value: randomUnicode(random, 1 + Math.floor(random() * 40)) },
  ];
  if (typeof value === 'number') {
    mutations.push({ label: 'number as text', value: `${value}abc` });
    mutations.push({ label: 'numeric string', value: String(value) });
  } else {
    mutations.push({ label: 'number for text', value: 42 });
  }
  for (const odd of pickSome(random, ODD_STRINGS, 4))
    mutations.push({ label: `odd string ${JSON.stringify(odd).slice(0, 30)}`, value: odd });
  for (const odd of pickSome(random, ODD_NUMBERS, 3))
    mutations.push({ label: `edge number ${odd}`, value: odd });
  const digits = pick(random, UNICODE_DIGITS);
  mutations.push({ label: `unicode digits ${digits}`, value: digits });
  return mutations;
}
