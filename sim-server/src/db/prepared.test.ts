import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase, type SimDb } from './database';
import { preparedOn } from './prepared';
import { settings } from './schema/index';

const opened: OpenedDatabase[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) database.sqlite.close();
});

function freshDatabase() {
  const database = openDatabase(':memory:');
  opened.push(database);
  return database;
}

const insertSettingQuery = (db: SimDb) =>
  db
    .insert(settings)
    .values({ name: sql.placeholder('name'), value: sql.placeholder('value') })
    .prepare();
const readSettingQuery = (db: SimDb) =>
  db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, sql.placeholder('name')))
    .prepare();

describe('queries compiled once per database', () => {
  it('hands back the query compiled on the root database, and builds afresh for a transaction handle', () => {
    const { db } = freshDatabase();
    const compiled = preparedOn(db, readSettingQuery);
    expect(preparedOn(db, readSettingQuery)).toBe(compiled);
    db.transaction((tx) => {
      expect(preparedOn(tx, readSettingQuery)).not.toBe(compiled);
    });
    expect(preparedOn(freshDatabase().db, readSettingQuery)).not.toBe(compiled);
  });

  it('keeps a write of the root inside a transaction when it commits', () => {
    const { db } = freshDatabase();
    db.transaction(() => {
      preparedOn(db, insertSettingQuery).run({ name: 'kept', value: 'yes' });
    });
    expect(preparedOn(db, readSettingQuery).get({ name: 'kept' })).toEqual({ value: 'yes' });
  });

  it('rolls back a write of the root together with the transaction it ran in', () => {
    const { db } = freshDatabase();
    expect(() =>
      db.transaction(() => {
        preparedOn(db, insertSettingQuery).run({ name: 'thrown', value: 'no' });
        expect(preparedOn(db, readSettingQuery).get({ name: 'thrown' })).toEqual({ value: 'no' });
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(preparedOn(db, readSettingQuery).get({ name: 'thrown' })).toBeUndefined();
    expect(() =>
      db.transaction((tx) => {
        preparedOn(db, insertSettingQuery).run({ name: 'rolled-back', value: 'no' });
        tx.rollback();
      }),
    ).toThrow();
    expect(preparedOn(db, readSettingQuery).get({ name: 'rolled-back' })).toBeUndefined();
  });

  it('rolls back a write of the root with a nested transaction (a savepoint) only', () => {
    const { db } = freshDatabase();
    db.transaction((tx) => {
      preparedOn(db, insertSettingQuery).run({ name: 'outer', value: 'yes' });
      expect(() =>
        tx.transaction(() => {
          preparedOn(db, insertSettingQuery).run({ name: 'inner', value: 'no' });
          throw new Error('inner refused');
        }),
      ).toThrow('inner refused');
    });
    expect(preparedOn(db, readSettingQuery).get({ name: 'outer' })).toEqual({ value: 'yes' });
    expect(preparedOn(db, readSettingQuery).get({ name: 'inner' })).toBeUndefined();
  });
});
