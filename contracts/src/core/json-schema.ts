import { z } from 'zod';

/**
 * Money's "at most two decimals" as the document states it. zod's `multipleOf(0.01)` (kept in
 * `moneySchema`, with `isCentAmount` as the server's real check) becomes JSON Schema's
 * `multipleOf: 0.01`, which validators compute in floating point: 19.99 / 0.01 is
 * 1998.9999999999998, so real amounts fail. The document says it as a keyword of
 * its own and in words instead.
 */
const CENTS = {
  'x-decimals': 2,
  description: 'An amount with at most two decimals (checked by the server; not a float `multipleOf`)',
} as const;

/** zod's names for string checks that JSON Schema has no format for (the `pattern` beside says it). */
const ZOD_ONLY_FORMATS = new Set(['starts_with', 'ends_with', 'includes']);

/** What `\d` and `\w` mean in JavaScript, written out: Python's and .NET's regexes read them as Unicode classes. */
const ASCII_CLASSES: Record<string, string> = { d: '0-9', w: 'A-Za-z0-9_' };

/**
 * A pattern with `\d` and `\w` spelt as the ASCII ranges JavaScript means by them (`[0-9]`), so
 * a backend's validator in another language refuses '١٢٣' (Arabic-Indic digits) as the server does.
 */
export function asciiPattern(pattern: string): string {
  let written = '';
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index] ?? '';
    if (character === '\\') {
      const next = pattern[index + 1] ?? '';
      const range = ASCII_CLASSES[next];
      written += range ? (inClass ? range : `[${range}]`) : `${character}${next}`;
      index++;
      continue;
    }
    if (character === '[' && !inClass) inClass = true;
    else if (character === ']' && inClass) inClass = false;
    written += character;
  }
  return written;
}

/**
 * The generated schema with the forms outside validators trip on rewritten (see above): also
 * applied to each shared schema of the document.
 */
export function forValidators(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forValidators);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = forValidators(value);
  if (typeof copy.format === 'string' && ZOD_ONLY_FORMATS.has(copy.format) && copy.pattern)
    delete copy.format;
  if (typeof copy.pattern === 'string') copy.pattern = asciiPattern(copy.pattern);
  // A tuple whose places take the same values (`latencyRange`: [min, max]) as a plain list of
  // that length: `prefixItems` with `items: false` trips Spectral's array-items rule and older
  // generators, and says nothing more here.
  if (Array.isArray(copy.prefixItems) && copy.items === false) {
    const places = copy.prefixItems.map((place) => JSON.stringify(place));
    if (places.every((place) => place === places[0])) {
      const { prefixItems, ...rest } = copy;
      return { ...rest, items: prefixItems[0] };
    }
  }
  if (copy.multipleOf === 0.01) {
    delete copy.multipleOf;
    return { ...copy, 'x-decimals': CENTS['x-decimals'], description: copy.description ?? CENTS.description };
  }
  return copy;
}

/**
 * A zod schema as the JSON Schema (2020-12) an OpenAPI 3.1 document embeds: the request side
 * (`input`) or the answer side (`output`) of transforms. Used by the `/api` and `/__sim`
 * documents alike.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  delete generated.$schema;
  return forValidators(generated) as Record<string, unknown>;
}

/** "Exactly one of these fields" as JSON Schema says it: the `oneOf` of each field required alone. */
export const exactlyOneOf = (fields: readonly string[]) => fields.map((field) => ({ required: [field] }));

/**
 * "These fields are all there", for use under `not`: the fields are named under `properties`
 * too, as linters (Redocly) want each required field defined in the schema that requires it.
 */
export const present = (...fields: readonly string[]) => ({
  required: [...fields],
  properties: Object.fromEntries(fields.map((field) => [field, {}])),
});

/** "Two or more of these fields", to refuse under `not` ("at most one of them"). */
export const atLeastTwoOf = (fields: readonly string[]) => ({
  anyOf: fields.flatMap((field, index) => fields.slice(index + 1).map((other) => present(field, other))),
});

/** JSON Schema's conditional (`if` … `then` …), for rules a refinement holds that the document states. */
export function ifThen(condition: Record<string, unknown>, consequence: Record<string, unknown>) {
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, not a promise-like object.
  return { if: condition, then: consequence };
}
