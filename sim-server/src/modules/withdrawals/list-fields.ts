import type { ListFields } from '@casino/contracts/core/query-words';
import { z } from 'zod';

const QUERY_WORD_KEY = /_(EQ|NEQ|GT|IN|\d)$/;

/**
 * The list fields behind an endpoint's list payload schema (built by `listQuerySchema`). The
 * contracts keep some field maps private to their endpoint file; reading them back from the
 * schema avoids writing the same fields twice.
 */
export function listFieldsOf(request: z.ZodType): ListFields {
  if (!(request instanceof z.ZodObject)) throw new Error('Not a list payload schema');
  const fields: ListFields = {};
  for (const [key, schema] of Object.entries(request.shape as Record<string, z.ZodType>)) {
    if (key === 'pageNum' || key === 'pageSize' || QUERY_WORD_KEY.test(key)) continue;
    fields[key] = (schema instanceof z.ZodOptional ? schema.unwrap() : schema) as ListFields[string];
  }
  return fields;
}
