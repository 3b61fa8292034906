import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SimEnv } from '../env';
import { decorateWorldPart } from '../plugins/world-parts';
import { type OpenedDatabase, openDatabase, type SimDatabase, useConnection } from './database';
import { seedDatabase, seedOptionsFrom } from './seed';
import { openSeededCopy, openWorldCopy } from './seed-template';

declare module '../plugins/world-parts' {
  interface WorldParts {
    database: OpenedDatabase;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    db: SimDatabase;
    sqlite: Database.Database;
  }
}

export interface DatabasePluginOptions {
  env: SimEnv;
  /** Database folder, or ':memory:'. */
  dataDir: string;
  /** Seed a fresh database from the fixtures. */
  seed: boolean;
  /** An exported world's database bytes: the world starts from them (in memory, never seeded). */
  image?: Buffer;
}

/** The app's own world's database: an image, a copy of the template, or the data folder's file. */
function openOwnDatabase({ env, dataDir, seed, image }: DatabasePluginOptions, now: number): OpenedDatabase {
  if (image) return useConnection(new Database(image), ':memory:');
  if (seed && dataDir === ':memory:') return openSeededCopy(seedOptionsFrom(env), now);
  const opened = openDatabase(dataDir);
  if (seed) seedDatabase(opened.db, now, seedOptionsFrom(env));
  return opened;
}

/**
 * Each world's database, seeded as of its clock and closed with the world. An in-memory database
 * is a copy of the process's seeded template (seed-template.ts); a database file is seeded in
 * place, once (a restart keeps what members did). An isolated world is always in memory: a copy
 * of the template, or of an exported world's database.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    const database = app.worlds.part(
      'database',
      (world): OpenedDatabase => {
        const now = world.named('clock').now();
        if (world.init === null) return openOwnDatabase(options, now);
        if (world.init.image) return useConnection(new Database(world.init.image), ':memory:');
        return openWorldCopy(seedOptionsFrom(options.env), now);
      },
      ({ sqlite }) => sqlite.close(),
    );
    decorateWorldPart(app, 'db', () => database.get().db);
    decorateWorldPart(app, 'sqlite', () => database.get().sqlite);
  },
  { name: 'database', dependencies: ['clock'] },
);
