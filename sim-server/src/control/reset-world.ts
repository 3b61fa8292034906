import type { FastifyInstance } from 'fastify';
import { seedDatabase } from '../db/seed';
import { resetClock } from './clock-control';
import { runResetHooks } from './reset-hooks';

/**
 * Empties every table of this world and seeds it again, in one SQLite transaction (foreign
 * keys checked at commit, so the order of deletion does not matter), then forgets the rules,
 * faults, overrides, journal, clock offset and the modules' in-memory state (reset hooks: the login
 * limiter). The database connection stays open: every module keeps its handle.
 */
export function resetWorld(app: FastifyInstance) {
  runResetHooks(app);
  app.outcomeRules.clear();
  app.simFaults.clear();
  app.simJournal.clear();
  app.simOverrides.clear();
  resetClock(app);
  const tables = app.sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
    )
    .all() as Array<{ name: string }>;
  const hasSequence =
    app.sqlite
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'")
      .get() !== undefined;
  app.sqlite.transaction(() => {
    app.sqlite.pragma('defer_foreign_keys = ON');
    for (const { name } of tables) app.sqlite.prepare(`DELETE FROM "${name.replaceAll('"', '""')}"`).run();
    // Ids start again at 1, so a reset world has the same ids as a fresh one.
    if (hasSequence) app.sqlite.prepare('DELETE FROM sqlite_sequence').run();
    seedDatabase(app.db, app.clock.now(), {
      siteName: app.env.SITE_NAME,
      siteDomain: app.env.SITE_DOMAIN,
      seed: app.env.SIM_SEED,
    });
  })();
  app.jobs.runAll();
}
