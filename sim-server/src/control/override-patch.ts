import { describeIssues } from '@casino/contracts/control/scenario';
import { findUndeclaredKeys } from '@casino/contracts/core/strict-keys';
import { z } from 'zod';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema under optional/nullable/default/readonly/pipe wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  ) {
    return unwrapped(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrapped(schema.out as z.ZodType);
  return schema;
}

/** A value that replaces a field: it must fit that field's schema, with no undeclared keys. */
function leafProblems(schema: z.ZodType, value: unknown, path: string): string[] {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return describeIssues(parsed.error)
      .split('; ')
      .map((part) => (/^[\w.[\]]+: /.test(part) ? `${path}.${part}` : `${path}: ${part}`));
  }
  return findUndeclaredKeys(schema, value).map((key) => `${path}.${key}: not in the contract`);
}

/**
 * What in a patch does not fit the answer's contract, each named by its path (`patch.balance:
 * expected number`): objects are followed key by key (a key the contract does not declare is
 * named), any other value must fit the field it replaces. [] when it fits.
 */
export function patchProblems(schema: z.ZodType, patch: unknown, path = 'patch'): string[] {
  if (!isPlainObject(patch)) return leafProblems(schema, patch, path);
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return Object.entries(patch).flatMap(([key, value]) => {
      const child = shape[key];
      if (child) return patchProblems(child, value, `${path}.${key}`);
      return inner.def.catchall ? [] : [`${path}.${key}: not in the contract`];
    });
  }
  if (inner instanceof z.ZodRecord) {
    return Object.entries(patch).flatMap(([key, value]) =>
      patchProblems(inner.valueType as z.ZodType, value, `${path}.${key}`),
    );
  }
  if (inner instanceof z.ZodUnion) {
    // Fits when one of the options takes it.
    const tried = (inner.options as z.ZodType[]).map((option) => patchProblems(option, patch, path));
    return tried.find((problems) => problems.length === 0) ?? tried[0] ?? [];
  }
  return leafProblems(schema, patch, path);
}

/** `base` with `patch` merged in: objects key by key at any depth, anything else replaced. */
export function mergePatch(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return structuredClone(patch);
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = mergePatch(base[key], value);
  return merged;
}

/**
 * An answer's bytes with the patch merged into its envelope's `data`; null when the answer is
 * not an envelope whose `data` is an object (a page, a refusal with no data): it goes as it is.
 */
export function patchedAnswer(payload: unknown, patch: Record<string, unknown>): string | null {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
  if (text === null) return null;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(answer) || !isPlainObject(answer.data)) return null;
  return JSON.stringify({ ...answer, data: mergePatch(answer.data, patch) });
}
