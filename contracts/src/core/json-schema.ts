import { z } from 'zod';

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
  return generated;
}
