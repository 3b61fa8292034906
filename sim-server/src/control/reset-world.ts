import type { Scenario } from '@casino/contracts/control/scenario';
import type { FastifyInstance } from 'fastify';
import { seedOptionsFrom } from '../db/seed';
import { restoreSeed } from '../db/seed-template';
import { resetClock } from './clock-control';
import { runResetHooks } from './reset-hooks';
import { applyNamedScenario } from './scenario-loader';

/**
 * Empties every table of this world and fills it with the seed again (the rows of the process's
 * seed template as of the world's time, seed-template.ts), in one SQLite transaction (foreign
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
    restoreSeed(app.sqlite, seedOptionsFrom(app.env), app.clock.now());
  })();
  app.jobs.runAll();
}

/**
 * Applies a scenario to a throwaway world of the same app (a copy of the seed template) and closes
 * it: throws what applying would throw, so a reset can refuse a scenario before it wipes anything.
 */
export async function tryScenarioOnScratchWorld(app: FastifyInstance, name: string, scenario: Scenario) {
  const scratch = app.worlds.open('scratch', {});
  try {
    await app.worlds.run(scratch, () => applyNamedScenario(app, name, scenario));
  } finally {
    app.worlds.close(scratch);
  }
}
