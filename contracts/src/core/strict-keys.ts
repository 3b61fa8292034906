import { z } from 'zod';

/**
 * Lists keys present in `value` that `schema` does not declare (dotted paths). zod objects
 * strip unknown keys silently; in dev and tests the client uses this to catch a server that
 * drifted from the contract, while production stays tolerant.
 */
export function findUndeclaredKeys(schema: z.ZodType, value: unknown, path = ''): string[] {
  // Most answers have none: a walk that builds no paths says so first (a 300-game list in a
  // tenth of the time), and only a value with an undeclared key is walked again for its paths.
  if (!hasUndeclaredKeys(schema, value)) return [];
  return collectUndeclaredKeys(schema, value, path);
}

/**
 * The same walk as `collectUndeclaredKeys`, stopping at the first undeclared key. It tells the
 * schema's kind by `def.type`: zod 4's `instanceof` asks each class's traits, which cost most
 * of the time on a long list.
 */
function hasUndeclaredKeys(schema: z.ZodType, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const def = schema.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return hasUndeclaredKeys(def.innerType as z.ZodType, value);
    case 'pipe':
      return hasUndeclaredKeys(def.out as z.ZodType, value);
    case 'array': {
      if (!Array.isArray(value)) return false;
      const element = def.element as z.ZodType;
      for (const item of value) if (hasUndeclaredKeys(element, item)) return true;
      return false;
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return false;
      const shape = def.shape as Record<string, z.ZodType>;
      const open = Boolean(def.catchall);
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const child = shape[key];
        if (child ? hasUndeclaredKeys(child, item) : !open) return true;
      }
      return false;
    }
    case 'record': {
      if (typeof value !== 'object') return false;
      const valueType = def.valueType as z.ZodType;
      return Object.values(value as Record<string, unknown>).some((item) =>
        hasUndeclaredKeys(valueType, item),
      );
    }
    case 'union': {
      const options = def.options as z.ZodType[];
      const match = options.find((option) => option.safeParse(value).success);
      return match ? hasUndeclaredKeys(match, value) : false;
    }
    default:
      return false;
  }
}

function collectUndeclaredKeys(schema: z.ZodType, value: unknown, path: string): string[] {
  if (value === null || value === undefined) return [];
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  ) {
    return collectUndeclaredKeys(schema.unwrap() as z.ZodType, value, path);
  }
  if (schema instanceof z.ZodPipe) return collectUndeclaredKeys(schema.out as z.ZodType, value, path);
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.flatMap((item, index) =>
      collectUndeclaredKeys(schema.element as z.ZodType, item, `${path}[${index}]`),
    );
  }
  if (schema instanceof z.ZodObject && typeof value === 'object' && !Array.isArray(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const catchall = schema.def.catchall;
    const found: string[] = [];
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const child = shape[key];
      const childPath = path ? `${path}.${key}` : key;
      if (child) found.push(...collectUndeclaredKeys(child, item, childPath));
      else if (!catchall) found.push(childPath);
    }
    return found;
  }
  if (schema instanceof z.ZodRecord && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      collectUndeclaredKeys(schema.valueType as z.ZodType, item, path ? `${path}.${key}` : key),
    );
  }
  if (schema instanceof z.ZodUnion) {
    // The first option that accepts the value decides which keys are declared.
    const options = schema.options as z.ZodType[];
    const match = options.find((option) => option.safeParse(value).success);
    return match ? collectUndeclaredKeys(match, value, path) : [];
  }
  return [];
}
