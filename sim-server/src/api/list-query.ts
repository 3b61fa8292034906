import {
  type ListFields,
  type ParsedFilter,
  type ParsedSort,
  parseListQuery,
} from '@casino/contracts/core/query-words';
import { and, asc, count, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { SimDb } from '../db/database';

/** Contract field name → column, the allow-list of what a list may filter and sort on. */
export type ColumnMap = Record<string, SQLiteColumn>;

/**
 * Turns the contract's query words into SQL over an allow-list of columns: a field that is
 * not in the map never reaches a query (the contract refuses it first; this is the second
 * lock). Values are bound parameters, never SQL text.
 */
export function whereOf(columns: ColumnMap, filters: ParsedFilter[]): SQL[] {
  const conditions: SQL[] = [];
  for (const filter of filters) {
    const column = columns[filter.field];
    if (!column) continue;
    const value = toColumnValue(filter.value);
    switch (filter.op) {
      case 'EQ':
        conditions.push(eq(column, value));
        break;
      case 'NEQ':
        conditions.push(ne(column, value));
        break;
      case 'GT':
        conditions.push(gt(column, value));
        break;
      case 'IN':
        conditions.push(inArray(column, (filter.value as unknown[]).map(toColumnValue)));
        break;
      case 'LIKE':
        conditions.push(containsIgnoringCase(column, String(filter.value)));
        break;
    }
  }
  return conditions;
}

export function orderOf(columns: ColumnMap, sort: ParsedSort[]): SQL[] {
  return sort.flatMap((key) => {
    const column = columns[key.field];
    if (!column) return [];
    return [key.direction === 'DESC' ? desc(column) : asc(column)];
  });
}

/** `LIKE` with the user's `%`, `_` and `\\` escaped, so they match themselves. */
function containsIgnoringCase(column: SQLiteColumn, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${column}) like ${pattern} escape '\\'`;
}

/** Booleans are stored as 0/1. */
function toColumnValue(value: unknown): unknown {
  return typeof value === 'boolean' ? Number(value) : value;
}

export interface ListOptions {
  fields: ListFields;
  columns: ColumnMap;
  /** Conditions always applied (the caller's own rows, enabled only...). */
  scope?: SQL[];
  /** Order used when the payload names none, and appended as a tie-breaker. */
  defaultOrder?: SQL[];
  defaultPageSize?: number;
  /** The columns to read, when the answer needs fewer than the table has (all by default). */
  select?: Record<string, SQLiteColumn>;
}

/** Runs a list payload against a table: every matching row, in the asked order. */
export function listAll<T extends SQLiteTable>(db: SimDb, table: T, payload: object, options: ListOptions) {
  const parsed = parseListQuery(payload as Record<string, unknown>, options.fields);
  const where = and(...(options.scope ?? []), ...whereOf(options.columns, parsed.filters));
  const order = [...orderOf(options.columns, parsed.sort), ...(options.defaultOrder ?? [])];
  return db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...order)
    .all() as T['$inferSelect'][];
}

/**
 * Runs a paged list payload: one page plus the paged envelope's figures. Rows are the table's
 * (`R`), or the `select`ed columns' when given (then `R` names them).
 */
export function listPage<T extends SQLiteTable, R = T['$inferSelect']>(
  db: SimDb,
  table: T,
  payload: object,
  options: ListOptions,
) {
  const parsed = parseListQuery(payload as Record<string, unknown>, options.fields, {
    pageSize: options.defaultPageSize ?? 20,
  });
  const where = and(...(options.scope ?? []), ...whereOf(options.columns, parsed.filters));
  const order = [...orderOf(options.columns, parsed.sort), ...(options.defaultOrder ?? [])];
  const total =
    db
      .select({ n: count() })
      .from(table as SQLiteTable)
      .where(where)
      .get()?.n ?? 0;
  const content = (options.select ? db.select(options.select) : db.select())
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...order)
    .limit(parsed.pageSize)
    .offset((parsed.pageNum - 1) * parsed.pageSize)
    .all() as R[];
  return pageOf(content, parsed, total);
}

/** The paged envelope: one page of rows and its figures (`last` when no row is after it). */
export function pageOf<R>(content: R[], page: { pageNum: number; pageSize: number }, total: number) {
  return {
    content,
    number: page.pageNum,
    size: page.pageSize,
    totalElements: total,
    last: page.pageNum * page.pageSize >= total,
  };
}
