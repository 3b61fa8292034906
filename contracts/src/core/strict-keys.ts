import { z } from 'zod';

/**
 * Lists keys present in `value` that `schema` does not declare (dotted paths). zod objects
 * strip unknown keys silently; in dev and tests the client uses this to catch a server that
 * drifted from the contract, while production stays tolerant.
 */
export function findUndeclaredKeys(schema: z.ZodType, value: unknown, path = ''): string[] {
  if (value === null || value === undefined) return [];
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  ) {
    return findUndeclaredKeys(schema.unwrap() as z.ZodType, value, path);
  }
  if (schema instanceof z.ZodPipe) return findUndeclaredKeys(schema.out as z.ZodType, value, path);
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.flatMap((item, index) =>
      findUndeclaredKeys(schema.element as z.ZodType, item, `${path}[${index}]`),
    );
  }
  if (schema instanceof z.ZodObject && typeof value === 'object' && !Array.isArray(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const catchall = schema.def.catchall;
    const found: string[] = [];
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const child = shape[key];
      const childPath = path ? `${path}.${key}` : key;
      if (child) found.push(...findUndeclaredKeys(child, item, childPath));
      else if (!catchall) found.push(childPath);
    }
    return found;
  }
  if (schema instanceof z.ZodRecord && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      findUndeclaredKeys(schema.valueType as z.ZodType, item, path ? `${path}.${key}` : key),
    );
  }
  if (schema instanceof z.ZodUnion) {
    // The first option that accepts the value decides which keys are declared.
    const options = schema.options as z.ZodType[];
    const match = options.find((option) => option.safeParse(value).success);
    return match ? findUndeclaredKeys(match, value, path) : [];
  }
  return [];
}
