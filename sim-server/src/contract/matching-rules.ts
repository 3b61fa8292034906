import type { PactMatcher, PactRule } from '@casino/contracts/control/pact';
import { z } from 'zod';

/**
 * Pact matching rules drawn from a zod contract, through its JSON Schema (zod's own
 * `toJSONSchema`): a type, a format or an enumeration per field, never the value seen. Beside
 * the rules, the example the file carries: the value the app saw where it fits the contract
 * (cut to the contract's required fields and one item per list), else one made from the schema.
 */

type JsonSchema = Record<string, unknown>;
export type RuleSet = Record<string, PactRule>;

/** Formats as regular expressions a Pact verifier in any language reads (no look-arounds). */
const FORMAT_PATTERNS: Record<string, string> = {
  email: '^[^@\\s]+@[^@\\s]+$',
  'date-time': '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  uuid: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  uri: '^[A-Za-z][A-Za-z0-9+.-]*:',
};

/** JavaScript-only regex syntax (look-arounds, back-references) that Rust's and Go's engines refuse. */
const NOT_PORTABLE = /\(\?<?[=!]|\\[1-9]|\\k</;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The JSON Schema of a contract, as zod writes it: the request side (`input`) or the answer's. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
}

const asNode = (value: unknown): JsonSchema =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : {};

/** Follows `$ref` (`#/$defs/Name`, or `#` for a schema that holds itself). */
function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const ref = current.$ref;
    const name = ref.startsWith('#/$defs/') ? ref.slice('#/$defs/'.length) : null;
    current = name === null ? root : asNode(asNode(root.$defs)[name]);
  }
  const allOf = Array.isArray(current.allOf) ? current.allOf.map(asNode) : [];
  return allOf.length === 1 && allOf[0]
    ? { ...resolve(allOf[0], root), ...current, allOf: undefined }
    : current;
}

const branchesOf = (node: JsonSchema): JsonSchema[] =>
  [node.anyOf, node.oneOf].flatMap((list) => (Array.isArray(list) ? list.map(asNode) : []));

const typeOf = (node: JsonSchema): string | undefined => {
  if (typeof node.type === 'string') return node.type;
  if (node.properties || node.additionalProperties) return 'object';
  if (node.items || node.prefixItems) return 'array';
  if ('const' in node) return node.const === null ? 'null' : typeof node.const;
  if (Array.isArray(node.enum)) return typeof node.enum[0];
  return undefined;
};

/** Whether a value is of the node's JSON type (an example must be, or a verifier compares wrongly). */
function fits(node: JsonSchema, value: unknown, root: JsonSchema): boolean {
  const resolved = resolve(node, root);
  const branches = branchesOf(resolved);
  if (branches.length) return branches.some((branch) => fits(branch, value, root));
  switch (typeOf(resolved)) {
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      return value !== undefined;
  }
}

/** The matchers of a value that is not an object or a list; empty when only its type says anything. */
function leafMatchers(node: JsonSchema): PactMatcher[] {
  const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : null;
  if (values?.every((value) => typeof value === 'string' || typeof value === 'number'))
    return [{ match: 'regex', regex: `^(${values.map((value) => escapeRegex(String(value))).join('|')})$` }];
  const type = typeOf(node);
  if (type === 'integer') return [{ match: 'integer' }];
  // Pact's `decimal` asks for a fractional part, which 250 (an amount) lacks: `number` it is.
  if (type === 'number') return [{ match: 'number' }];
  if (type === 'boolean') return [{ match: 'boolean' }];
  if (type === 'null') return [{ match: 'null' }];
  if (type === 'string') {
    const format = typeof node.format === 'string' ? FORMAT_PATTERNS[node.format] : undefined;
    if (format) return [{ match: 'regex', regex: format }];
    if (typeof node.pattern === 'string' && !NOT_PORTABLE.test(node.pattern))
      return [{ match: 'regex', regex: node.pattern }];
  }
  return [{ match: 'type' }];
}

/** A value made from the schema, for a field the app never saw filled (a list it saw empty). */
function madeExample(node: JsonSchema, root: JsonSchema, depth = 0): unknown {
  const resolved = resolve(node, root);
  const branches = branchesOf(resolved).filter((branch) => typeOf(resolve(branch, root)) !== 'null');
  if (branches[0]) return madeExample(branches[0], root, depth + 1);
  if ('const' in resolved) return resolved.const;
  if (Array.isArray(resolved.enum)) return resolved.enum[0];
  switch (typeOf(resolved)) {
    case 'object': {
      if (depth > 8) return {};
      const properties = asNode(resolved.properties);
      const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
      return Object.fromEntries(
        required.map((name) => [name, madeExample(asNode(properties[name]), root, depth + 1)]),
      );
    }
    case 'array':
      return depth > 8 ? [] : [madeExample(asNode(resolved.items), root, depth + 1)];
    case 'integer':
    case 'number':
      return typeof resolved.minimum === 'number' ? resolved.minimum : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return resolved.format === 'email'
        ? 'player@example.com'
        : resolved.format === 'date-time'
          ? '2026-01-01T00:00:00.000Z'
          : 'text';
  }
}

/**
 * Writes the rules of `value` at `path` (`$.data`, `$.data.games[*].name`) into `rules` and
 * answers the example to write there.
 */
export function rulesOf(
  node: JsonSchema,
  value: unknown,
  path: string,
  rules: RuleSet,
  root: JsonSchema = node,
): unknown {
  const resolved = resolve(node, root);
  const example = fits(resolved, value, root) ? value : madeExample(resolved, root);
  const branches = branchesOf(resolved).map((branch) => resolve(branch, root));
  if (branches.length) {
    const nullable = branches.some((branch) => typeOf(branch) === 'null');
    const others = branches.filter((branch) => typeOf(branch) !== 'null');
    // A null seen says nothing of the other branch, and Pact's `type` compares with the example:
    // the example is made from the schema then, and `null` is one of the rule's matchers.
    const shown = example === null && others.length ? madeExample(resolved, root) : example;
    const structured = others.filter((branch) => ['object', 'array'].includes(typeOf(branch) ?? ''));
    if (structured.length === others.length && others.length > 0) {
      // A union of objects (a discriminated union): the branch the example is of describes it.
      const chosen = others.find((branch) => fits(branch, shown, root)) ?? others[0];
      const inner = chosen ? rulesOf(chosen, shown, path, rules, root) : shown;
      if (nullable) rules[path] = { combine: 'OR', matchers: [{ match: 'null' }, { match: 'type' }] };
      return inner;
    }
    const matchers = others.flatMap((branch) => leafMatchers(branch).slice(0, 1));
    rules[path] = {
      combine: 'OR',
      matchers: nullable ? [{ match: 'null' }, ...matchers] : matchers,
    };
    return shown;
  }
  const type = typeOf(resolved);
  if (type === 'object') {
    const record = example as Record<string, unknown>;
    const properties = asNode(resolved.properties);
    if (Object.keys(properties).length === 0) {
      // A record of any keys (z.record): its keys vary, so only its kind is promised.
      rules[path] = { combine: 'AND', matchers: [{ match: 'type' }] };
      return {};
    }
    const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
    const kept: Record<string, unknown> = {};
    for (const name of required) {
      const field = /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}['${name}']`;
      kept[name] = rulesOf(asNode(properties[name]), record[name], field, rules, root);
    }
    return kept;
  }
  if (type === 'array') {
    const items = asNode(resolved.items);
    const min = typeof resolved.minItems === 'number' ? resolved.minItems : 0;
    rules[path] = { combine: 'AND', matchers: [{ match: 'type', min }] };
    const list = example as unknown[];
    const first = list.length ? list[0] : madeExample(items, root);
    return [rulesOf(items, first, `${path}[*]`, rules, root)];
  }
  rules[path] = { combine: 'AND', matchers: leafMatchers(resolved) };
  return example;
}
