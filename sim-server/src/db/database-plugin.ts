import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SimEnv } from '../env';
import { openDatabase, type SimDatabase, useConnection } from './database';
import { seedDatabase, seedOptionsFrom } from './seed';
import { openSeededCopy } from './seed-template';

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

/**
 * The world's database, seeded as of its clock and closed with the app. An in-memory database is
 * a copy of the process's seeded template (seed-template.ts); a database file is seeded in
 * place, once (a restart keeps what members did).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, { env, dataDir, seed, image }: DatabasePluginOptions) => {
    const fromTemplate = !image && seed && dataDir === ':memory:';
    const { db, sqlite } = image
      ? useConnection(new Database(image), ':memory:')
      : fromTemplate
        ? openSeededCopy(seedOptionsFrom(env), app.clock.now())
        : openDatabase(dataDir);
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    app.addHook('onClose', async () => {
      sqlite.close();
    });
    if (seed && !fromTemplate && !image) seedDatabase(db, app.clock.now(), seedOptionsFrom(env));
  },
  { name: 'database', dependencies: ['clock'] },
);
