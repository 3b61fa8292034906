import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_FILE_NAME, openDatabase } from './database';

describe('openDatabase on a kept data folder', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-db-'));
    dirs.push(dir);
    return dir;
  };

  it('reopens a file made by the current migrations as it is', () => {
    const dir = dataDir();
    const first = openDatabase(dir);
    first.sqlite.exec('CREATE TABLE kept_marker (id INTEGER)');
    first.sqlite.close();
    const again = openDatabase(dir);
    expect(
      again.sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 'kept_marker'").get(),
    ).toBeTruthy();
    again.sqlite.close();
  });

  it('sets aside a file made by other migrations and starts afresh, saying so', () => {
    const dir = dataDir();
    const first = openDatabase(dir);
    first.sqlite.exec('CREATE TABLE kept_marker (id INTEGER)');
    first.sqlite.prepare('UPDATE __drizzle_migrations SET hash = ?').run('an-older-schema');
    first.sqlite.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const again = openDatabase(dir);

    expect(
      again.sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 'kept_marker'").get(),
    ).toBeUndefined();
    expect(
      again.sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 'countries'").get(),
    ).toBeTruthy();
    again.sqlite.close();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('older schema'));
    expect(readdirSync(dir).some((name) => name.startsWith(`${DATABASE_FILE_NAME}.stale-`))).toBe(true);
  });

  it('sets aside a file that is not a database and starts afresh', async () => {
    const dir = dataDir();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, DATABASE_FILE_NAME), 'not a database, but a file the OS left half written');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const opened = openDatabase(dir);

    expect(
      opened.sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 'countries'").get(),
    ).toBeTruthy();
    opened.sqlite.close();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is damaged'));
    expect(readdirSync(dir).some((name) => name.startsWith(`${DATABASE_FILE_NAME}.stale-`))).toBe(true);
  });
});
