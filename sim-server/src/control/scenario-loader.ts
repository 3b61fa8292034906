import type { Scenario } from '@casino/contracts/control/scenario';
import type { FastifyInstance } from 'fastify';
import { applyClockChange } from './clock-control';
import { controlRefused } from './control-http';
import { checkFaultPattern } from './fault-paths';
import { describeMember, upsertScenarioMember } from './member-control';
import { addRule } from './rule-control';
import { readScenario, scenarioDirsOf } from './scenario-files';
import { applyScenarioWithdrawals, openDepositOrders } from './scenario-orders';
import { applyScenarioSettings } from './settings-control';

/**
 * Puts a scenario on top of the world as it is, all or nothing (a scenario refused at
 * `withdrawals.9` once left its member and 10 withdrawals): its writes are one SQLite
 * transaction, rolled back on a refusal together with what it changed in memory (outcome
 * rules, faults, the clock). Calls other clients make to this world while a scenario opens its
 * orders share that transaction: a scenario is set-up, applied before a test's own calls.
 */
export async function applyScenario(app: FastifyInstance, scenario: Scenario) {
  const kept = {
    rules: app.outcomeRules.snapshot(),
    faults: new Set(app.simFaults.list().map((fault) => fault.id)),
    clockOffset: app.clock.offset(),
  };
  if (app.sqlite.inTransaction) {
    throw controlRefused('Another scenario is being applied to this world: apply this one after it');
  }
  app.sqlite.exec('BEGIN');
  try {
    const applied = await applyScenarioSteps(app, scenario);
    app.sqlite.exec('COMMIT');
    return applied;
  } catch (error) {
    if (app.sqlite.inTransaction) app.sqlite.exec('ROLLBACK');
    app.outcomeRules.restore(kept.rules);
    for (const fault of app.simFaults.list()) if (!kept.faults.has(fault.id)) app.simFaults.remove(fault.id);
    app.clock.advance(kept.clockOffset - app.clock.offset());
    throw error;
  }
}

/**
 * The scenario's steps: settings, members (created or updated, money through the ledger),
 * outcome rules, open orders and withdrawals, the clock, then faults last (so they never hit
 * the scenario's own set-up). Jobs run at the end.
 */
async function applyScenarioSteps(app: FastifyInstance, scenario: Scenario) {
  // Checked before any write, as POST /__sim/faults checks one: a pattern must match a call.
  scenario.faults.forEach((fault, index) => {
    try {
      checkFaultPattern(fault.pathPattern);
    } catch (cause) {
      throw controlRefused(`faults.${index}.${(cause as Error).message}`);
    }
  });
  applyScenarioSettings(app.db, scenario.settings);
  const members = app.db.transaction((tx) =>
    scenario.members.map((member) => upsertScenarioMember(tx, member, app.clock.now())),
  );
  const rules = scenario.rules.map((rule, index) => {
    try {
      return addRule(app, rule);
    } catch (cause) {
      throw controlRefused(`rules.${index}: ${(cause as Error).message}`);
    }
  });
  await openDepositOrders(app, scenario.depositOrders);
  applyScenarioWithdrawals(app, scenario.withdrawals);
  if (scenario.clock) applyClockChange(app, scenario.clock);
  const faults = scenario.faults.map((fault) => app.simFaults.add(fault));
  app.jobs.runAll();
  return { members: members.map(describeMember), rules, faults };
}

/** Applies a scenario already read (and checked), answering what it did. */
export async function applyNamedScenario(app: FastifyInstance, name: string, scenario: Scenario) {
  const applied = await applyScenario(app, scenario);
  return { name, description: scenario.description, ...applied };
}

/** Reads `<name>.json` (fixtures/scenarios, then SIM_SCENARIO_DIRS) and applies it. */
export async function loadScenario(app: FastifyInstance, name: string) {
  return applyNamedScenario(app, name, await readScenario(name, scenarioDirsOf(app.env)));
}
