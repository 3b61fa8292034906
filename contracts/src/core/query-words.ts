import { z } from 'zod';

/**
 * The backend's list query words, modelled once. For a field `f` a payload may carry
 * `f` or `f_EQ` (equal), `f_NEQ` (not equal), `f_GT` (greater than), `f_IN` (one of; an array
 * or a comma-joined string) and `f_N: 'ASC' | 'DESC'` to sort by `f` with priority N (0 first).
 * Lists also take `pageNum` (1-based) and `pageSize`.
 *
 * Ours, beyond the backend's words: `f_LIKE` (contains, case-insensitive) on the text fields a
 * list names as `searchable` – the lobby's search by name needs it.
 */
export const QUERY_OPERATORS = ['EQ', 'NEQ', 'GT', 'IN', 'LIKE'] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];
export const sortDirectionSchema = z.enum(['ASC', 'DESC']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

type Scalar = z.ZodString | z.ZodNumber | z.ZodBoolean | z.ZodEnum | z.ZodLiteral;

/** Fields a list may filter or sort on, with the type of a value of each. */
export type ListFields = Record<string, Scalar>;

const MAX_SORT_KEYS = 4;

/**
 * Values one `f_IN` may list (the app sends a handful): a bound the server refuses past with a
 * 400 naming it, where 32,766 ids once broke SQLite's variable limit with a 500.
 */
export const MAX_IN_VALUES = 100;
const IN_LIMIT_MESSAGE = `at most ${MAX_IN_VALUES} values`;
/**
 * The bound as the document says it on each branch (the refinement below is what zod checks, with
 * a message naming the bound): `maxItems` on the list, and at most 99 commas in the text.
 */
const IN_LIST_BOUND = { maxItems: MAX_IN_VALUES };
const IN_TEXT_BOUND = {
  pattern: `^[^,]*(,[^,]*){0,${MAX_IN_VALUES - 1}}$`,
  description: `Up to ${MAX_IN_VALUES} values, comma-joined`,
};

type FilterKeys<F extends ListFields> = {
  [K in keyof F & string]?: z.infer<F[K]>;
} & { [K in keyof F & string as `${K}_EQ` | `${K}_NEQ` | `${K}_GT`]?: z.infer<F[K]> } & {
  [K in keyof F & string as `${K}_IN`]?: z.infer<F[K]>[] | string;
} & { [K in keyof F & string as `${K}_${0 | 1 | 2 | 3}`]?: SortDirection } & {
  [K in keyof F & string as `${K}_LIKE`]?: string;
};

export type ListQuery<F extends ListFields, Paged extends boolean> = FilterKeys<F> &
  (Paged extends true ? { pageNum?: number; pageSize?: number } : unknown);

/**
 * Builds the strict schema of a list payload over an allow-list of fields: any other key is
 * refused, so nothing but these fields can ever reach a query.
 */
export function listQuerySchema<F extends ListFields, P extends boolean>(
  fields: F,
  options: {
    paged: P;
    maxPageSize?: number;
    extra?: z.ZodRawShape;
    searchable?: ReadonlyArray<keyof F & string>;
  },
): z.ZodType<ListQuery<F, P>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, value] of Object.entries(fields)) {
    shape[name] = value.optional();
    shape[`${name}_EQ`] = value.optional();
    shape[`${name}_NEQ`] = value.optional();
    shape[`${name}_GT`] = value.optional();
    shape[`${name}_IN`] = z
      .union([z.array(value).meta(IN_LIST_BOUND), z.string().meta(IN_TEXT_BOUND)])
      // Counted after the union, whose own failure would not say why.
      .refine(
        (list) => (Array.isArray(list) ? list : list.split(',')).length <= MAX_IN_VALUES,
        IN_LIMIT_MESSAGE,
      )
      .optional();
    for (let n = 0; n < MAX_SORT_KEYS; n++) shape[`${name}_${n}`] = sortDirectionSchema.optional();
  }
  for (const name of options.searchable ?? []) shape[`${name}_LIKE`] = z.string().max(100).optional();
  if (options.paged) {
    shape.pageNum = z.number().int().min(1).optional();
    shape.pageSize = z
      .number()
      .int()
      .min(1)
      .max(options.maxPageSize ?? 300)
      .optional();
  }
  Object.assign(shape, options.extra ?? {});
  return z.strictObject(shape) as unknown as z.ZodType<ListQuery<F, P>>;
}

export interface ParsedFilter {
  field: string;
  op: QueryOperator;
  value: unknown;
}
export interface ParsedSort {
  field: string;
  direction: SortDirection;
  priority: number;
}
export interface ParsedListQuery {
  filters: ParsedFilter[];
  sort: ParsedSort[];
  pageNum: number;
  pageSize: number;
}

const KEY_PATTERN = /^(.+?)_(EQ|NEQ|GT|IN|LIKE|\d)$/;

/**
 * Turns a validated list payload into filters and sort keys over the allowed fields.
 * Keys that are not fields (pageNum, extras) are skipped; `IN` accepts arrays or
 * comma-joined strings and is converted to the field's type.
 */
export function parseListQuery(
  payload: Record<string, unknown>,
  fields: ListFields,
  defaults: { pageSize: number } = { pageSize: 20 },
): ParsedListQuery {
  const filters: ParsedFilter[] = [];
  const sort: ParsedSort[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    if (key in fields) {
      filters.push({ field: key, op: 'EQ', value });
      continue;
    }
    const match = KEY_PATTERN.exec(key);
    if (!match) continue;
    const [, field, word] = match as unknown as [string, string, string];
    const fieldSchema = fields[field];
    if (!fieldSchema) continue;
    if (/^\d$/.test(word)) {
      sort.push({ field, direction: value as SortDirection, priority: Number(word) });
    } else if (word === 'IN') {
      const items = Array.isArray(value)
        ? value
        : String(value)
            .split(',')
            .filter((s) => s !== '');
      filters.push({ field, op: 'IN', value: items.map((item) => coerceScalar(fieldSchema, item)) });
    } else {
      filters.push({ field, op: word as QueryOperator, value });
    }
  }
  sort.sort((a, b) => a.priority - b.priority);
  const pageNum = typeof payload.pageNum === 'number' ? payload.pageNum : 1;
  const pageSize = typeof payload.pageSize === 'number' ? payload.pageSize : defaults.pageSize;
  return { filters, sort, pageNum, pageSize };
}

function coerceScalar(schema: Scalar, item: unknown): unknown {
  if (schema instanceof z.ZodNumber && typeof item === 'string' && item.trim() !== '') return Number(item);
  return item;
}
