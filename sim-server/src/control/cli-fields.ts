import type { ControlOperation } from '@casino/contracts/control/operation';
import { parseDuration } from '@casino/contracts/control/scenario';
import type { z } from 'zod';
import { BOOLEAN_WORDS } from './cli-args';

/**
 * The CLI's options are the HTTP fields of the operation's contract, by name: this reads them
 * from the zod schemas (zod 4 keeps each schema's kind in `def.type`) and turns argv text into
 * the field's type, so `--delayMs 30s`, `--blocked true` and `--error '{"code":-2}'` all work.
 */

/** A mistake in the command line: printed with the help, nothing is sent. */
export class UsageError extends Error {}

export type OptionValue = string | true;

export interface FieldInfo {
  schema: z.ZodType;
  /** May be left out (optional or defaulted). */
  optional: boolean;
  where: 'path' | 'query' | 'body';
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;
const OPTIONAL = ['optional', 'default', 'prefault'];
const TRANSPARENT = [...OPTIONAL, 'nullable', 'readonly', 'catch'];

/** The schema under optional/default/nullable/pipe wrappers, and whether it may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (OPTIONAL.includes(def.type)) optional = true;
    const next = TRANSPARENT.includes(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!next) return { inner, optional };
    inner = next;
  }
}

/** Path parameters, query and body fields of an operation, by name (they never clash). */
export function fieldsOf(operation: ControlOperation): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  const parts = [
    ['path', operation.params],
    ['query', operation.query],
    ['body', operation.body],
  ] as const;
  for (const [where, part] of parts) {
    if (!part) continue;
    const shape = defOf(unwrap(part).inner).shape ?? {};
    for (const [name, schema] of Object.entries(shape))
      fields.set(name, { schema, optional: unwrap(schema).optional, where });
  }
  return fields;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** `z.literal(true)`: a flag that is there or not. */
function isTrueOnly(schema: z.ZodType): boolean {
  const def = defOf(unwrap(schema).inner) as Def & { values?: unknown[] };
  return def.values?.length === 1 && def.values[0] === true;
}

/** The values an enum or a literal list allows (empty for other kinds). */
function choicesOf(schema: z.ZodType): string[] {
  const def = defOf(unwrap(schema).inner) as Def & { entries?: Record<string, unknown>; values?: unknown[] };
  if (def.type === 'enum') return Object.values(def.entries ?? {}).map(String);
  if (def.type === 'literal') return (def.values ?? []).map(String);
  return [];
}

/** A field that is a flag on the command line: a boolean, or `z.literal(true)` (`--drop`). */
export function isFlag(schema: z.ZodType): boolean {
  return defOf(unwrap(schema).inner).type === 'boolean' || isTrueOnly(schema);
}

/** The kind of value a field takes, for the help: number, true|false, text, JSON or a choice. */
export function kindOf(name: string, schema: z.ZodType): string {
  const kind = defOf(unwrap(schema).inner).type;
  if (kind === 'number') return name.endsWith('Ms') ? 'ms or 30s' : 'number';
  if (kind === 'boolean') return 'true|false';
  if (kind === 'literal' && isTrueOnly(schema)) return 'flag';
  const choices = choicesOf(schema);
  if (choices.length > 0 && choices.length <= 12) return choices.join('|');
  if (kind === 'string') return 'text';
  if (kind === 'object' || kind === 'array' || kind === 'tuple' || kind === 'record') return 'JSON';
  return 'value';
}

/** Text from argv → the field's type: numbers (durations for `...Ms`), booleans, JSON for objects. */
export function coerce(name: string, schema: z.ZodType, value: OptionValue): unknown {
  const kind = defOf(unwrap(schema).inner).type;
  if (kind === 'boolean') {
    const flag = value === true ? true : BOOLEAN_WORDS[value.toLowerCase()];
    if (flag === undefined) throw new UsageError(`--${name} takes true or false, not ${value}`);
    return flag;
  }
  if (kind === 'literal' && isTrueOnly(schema)) {
    // `--drop`, `--drop true`; `--drop false` would ask for nothing, so it is refused.
    if (value === true || BOOLEAN_WORDS[value.toLowerCase()] === true) return true;
    throw new UsageError(`--${name} is a flag: --${name} or --${name} true, not ${value}`);
  }
  if (value === true) throw new UsageError(`--${name} needs a value`);
  if (kind === 'string') return value;
  if (kind === 'number') {
    if (NUMBER.test(value.trim())) return Number(value);
    const ms = name.endsWith('Ms') ? parseDuration(value) : null;
    if (ms !== null) return ms;
    const hint = name.endsWith('Ms') ? ' of milliseconds or a duration such as 30s, 5m, 2h' : '';
    throw new UsageError(`--${name} must be a number${hint}, not ${value}`);
  }
  if (/^\s*[[{]/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      throw new UsageError(`--${name} is not valid JSON: ${value}`);
    }
  }
  // Enums, literals, unions: a number or a word, as the contract will check it.
  if (value === 'true' || value === 'false') return value === 'true';
  return NUMBER.test(value.trim()) ? Number(value) : value;
}

/** `30s` → 30000, `2000` → 2000; null for anything else. */
export function millisecondsOf(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : parseDuration(text);
}
