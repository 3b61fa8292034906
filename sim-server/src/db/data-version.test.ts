import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { dataVersionOf, reusePreparedStatements } from './statement-cache';

const opened: Database.Database[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function memoryDatabase() {
  const sqlite = new Database(':memory:');
  opened.push(sqlite);
  sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  sqlite.exec("INSERT INTO t (v) VALUES ('a'), ('b')");
  reusePreparedStatements(sqlite);
  return sqlite;
}

describe('prepared statements kept per connection', () => {
  it('hands back the statement of the same text, in its default row mode', () => {
    const sqlite = memoryDatabase();
    const first = sqlite.prepare('SELECT id, v FROM t ORDER BY id');
    expect(first.raw().all()).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    const again = sqlite.prepare('SELECT id, v FROM t ORDER BY id');
    expect(again).toBe(first);
    expect(again.get()).toEqual({ id: 1, v: 'a' });
    expect(sqlite.prepare('SELECT v FROM t WHERE id = ?').pluck().get(2)).toBe('b');
    expect(sqlite.prepare('SELECT v FROM t WHERE id = ?').get(2)).toEqual({ v: 'b' });
  });

  it('never hands out a statement that is still iterating', () => {
    const sqlite = memoryDatabase();
    const text = 'SELECT v FROM t ORDER BY id';
    const values: string[] = [];
    for (const row of sqlite.prepare(text).iterate() as IterableIterator<{ v: string }>) {
      values.push(row.v, (sqlite.prepare(text).get() as { v: string }).v);
    }
    expect(values).toEqual(['a', 'a', 'b', 'a']);
  });

  it('forgets the least recently used statements past its capacity', () => {
    const sqlite = new Database(':memory:');
    opened.push(sqlite);
    reusePreparedStatements(sqlite, 2);
    const one = sqlite.prepare('SELECT 1');
    sqlite.prepare('SELECT 2');
    expect(sqlite.prepare('SELECT 1')).toBe(one);
    sqlite.prepare('SELECT 3');
    sqlite.prepare('SELECT 4');
    expect(sqlite.prepare('SELECT 1')).not.toBe(one);
  });
});

describe('data version', () => {
  it('moves on every written row, never on a read', () => {
    const sqlite = memoryDatabase();
    const start = dataVersionOf(sqlite);
    sqlite.prepare('SELECT * FROM t').all();
    expect(dataVersionOf(sqlite)).toBe(start);
    sqlite.prepare("UPDATE t SET v = 'c' WHERE id = 1").run();
    const updated = dataVersionOf(sqlite);
    expect(updated).not.toBe(start);
    sqlite.prepare("UPDATE t SET v = 'c' WHERE id = 99").run();
    expect(dataVersionOf(sqlite)).toBe(updated);
    sqlite.prepare('DELETE FROM t').run();
    expect(dataVersionOf(sqlite)).not.toBe(updated);
  });

  it('moves when another connection commits to the same file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sim-version-'));
    folders.push(folder);
    const file = join(folder, 'shared.db');
    const ours = new Database(file);
    const theirs = new Database(file);
    opened.push(ours, theirs);
    ours.pragma('journal_mode = WAL');
    ours.exec('CREATE TABLE t (v TEXT)');
    const start = dataVersionOf(ours);
    theirs.prepare("INSERT INTO t VALUES ('x')").run();
    expect(dataVersionOf(ours)).not.toBe(start);
  });
});
