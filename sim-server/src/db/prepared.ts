import type { SimDatabase, SimDb } from './db-types';

/** A module-level function that builds one drizzle query and ends in `.prepare()`. */
export type QueryBuilder<Q> = (db: SimDb) => Q;

/** The compiled queries of each open database: created when it opens, filled on first use. */
const querySets = new WeakMap<SimDatabase, Map<QueryBuilder<unknown>, unknown>>();

/** Gives a freshly opened database its (empty) set of compiled queries. */
export function createQuerySet(db: SimDatabase): void {
  querySets.set(db, new Map());
}

/**
 * A drizzle query compiled once per database with drizzle's own `.prepare()`, for the hot paths
 * (every bet, every member call): building the SQL text in JavaScript and SQLite's prepare cost
 * more than running it. `build` must be a module-level function (it is the key) whose values are
 * `sql.placeholder(name)`, given at run time: `preparedOn(db, balanceQuery).get({ memberId })`.
 *
 * Compiled on the root database only (decision 019): a statement of the root connection also
 * runs inside any transaction open on it, because better-sqlite3 is one synchronous connection,
 * so code inside `db.transaction(...)` that passes the root handle gets the kept query and still
 * commits or rolls back with the transaction. Given a transaction handle, the query is built
 * for this one use: correct, only slower.
 */
export function preparedOn<Q>(db: SimDb, build: QueryBuilder<Q>): Q {
  const compiled = querySets.get(db as SimDatabase);
  if (!compiled) return build(db);
  let query = compiled.get(build) as Q | undefined;
  if (query === undefined) {
    query = build(db);
    compiled.set(build, query);
  }
  return query;
}
