import type { SimDb } from './database';

const compiledBySession = new WeakMap<object, Map<unknown, unknown>>();

/**
 * A drizzle query compiled once per connection, for the hot paths (every bet, every member
 * call): building the SQL text in JavaScript costs more than SQLite takes to run it. `build`
 * must be a module-level function (it is the key) whose values are `sql.placeholder(name)`,
 * given at run time: `preparedOn(db, balanceQuery).get({ memberId })`. A database and the
 * transactions opened on it share one drizzle session, so one compiled query serves both.
 */
export function preparedOn<Q>(db: SimDb, build: (db: SimDb) => Q): Q {
  // `session` is internal to drizzle (absent from its types); without it, build each time.
  const session = (db as unknown as { session?: object }).session;
  if (!session) return build(db);
  let compiled = compiledBySession.get(session);
  if (!compiled) {
    compiled = new Map();
    compiledBySession.set(session, compiled);
  }
  let query = compiled.get(build) as Q | undefined;
  if (query === undefined) {
    query = build(db);
    compiled.set(build, query);
  }
  return query;
}
