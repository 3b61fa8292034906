import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { dataVersionOf } from './data-version';

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
  return sqlite;
}

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
