import type { Scenario } from '@casino/contracts/control/scenario';
import type { FastifyInstance } from 'fastify';
import { applyClockChange } from './clock-control';
import { controlRefused } from './control-http';
import { describeMember, upsertScenarioMember } from './member-control';
import { addRule } from './rule-control';
import { readScenario, scenarioDirsOf } from './scenario-files';
import { applyScenarioWithdrawals, openDepositOrders } from './scenario-orders';
import { applyScenarioSettings } from './settings-control';

/**
 * Puts a scenario on top of the world as it is: settings, members (created or updated, money
 * through the ledger), outcome rules, open orders and withdrawals, the clock, then faults last
 * (so they never hit the scenario's own set-up). Jobs run at the end.
 */
export async function applyScenario(app: FastifyInstance, scenario: Scenario) {
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
