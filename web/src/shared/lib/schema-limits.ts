import { z } from 'zod';

/**
 * The most characters a contract's string field takes (its zod `.max`), so that an input is
 * capped at exactly what the server accepts instead of a number typed twice. Undefined for a
 * field without a maximum or that is not a string.
 */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
}

/** `maxLengthOf` for every field of an object schema, by field name. */
export function maxLengthsOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): Partial<Record<keyof Shape, number>> {
  const limits: Partial<Record<keyof Shape, number>> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape) as [keyof Shape, z.ZodType][]) {
    const max = maxLengthOf(fieldSchema);
    if (max !== undefined) limits[field] = max;
  }
  return limits;
}
