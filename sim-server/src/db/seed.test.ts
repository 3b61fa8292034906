import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { members } from './schema/index';
import { seedDatabase } from './seed';

describe('seeding', () => {
  it('seeds a fresh database once and leaves a seeded one alone', () => {
    const { db, sqlite } = openDatabase(':memory:');
    expect(seedDatabase(db, 1_000).seeded).toBe(true);
    const first = db.select({ n: count() }).from(members).get()?.n;
    expect(first).toBeGreaterThan(0);
    expect(seedDatabase(db, 2_000).seeded).toBe(false);
    expect(db.select({ n: count() }).from(members).get()?.n).toBe(first);
    sqlite.close();
  });

  it('is deterministic: two fresh databases hold identical rows', () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    seedDatabase(a.db, 1_000);
    seedDatabase(b.db, 1_000);
    expect(a.db.select().from(members).all()).toEqual(b.db.select().from(members).all());
    a.sqlite.close();
    b.sqlite.close();
  });
});
