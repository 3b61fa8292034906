import { type contractOperations, scenarioOfState } from '@casino/contracts/control/contract';
import type { FastifyInstance } from 'fastify';
import { controlRefused } from '../control/control-http';
import type { ControlHandlers } from '../control/control-routes';
import { applyMemberChanges, findMemberByIdOrUsername } from '../control/member-control';
import { resetWorld, tryScenarioOnScratchWorld } from '../control/reset-world';
import { readScenario, scenarioDirsOf } from '../control/scenario-files';
import { applyNamedScenario } from '../control/scenario-loader';
import { openSession } from '../modules/auth/session-tokens';
import { openApiSubset } from './openapi-subset';
import { pactOfJournal } from './pact-export';
import { scrubSecrets } from './secret-fields';

/**
 * What a replay of the app's calls is given for its secrets: passwords the state sets on the
 * member, and the documented test card (docs/qa.md: any Luhn-valid number succeeds), never a
 * player's card. The expiry is two years on from the world's clock, so it is never past.
 */
const STATE_PASSWORD = 'Contract-Check-1';
const STATE_NEW_PASSWORD = 'Contract-Check-2';
const TEST_CARD = { cardNumber: '4242424242424242', cardCvv: '123', cardExpiryMonth: '12' } as const;

async function servedOpenApi(app: FastifyInstance): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  return response.json() as Record<string, unknown>;
}

/**
 * The world's data as the scenario makes it. Read and tried before anything is wiped, as `reset
 * <scenario>` does: a refusal changes nothing. Overrides and faults stay: they stand for the
 * backend's behaviour QA put under test (a field of another type), not for its data.
 */
async function resetTo(app: FastifyInstance, scenario: string | null) {
  const loaded = scenario ? await readScenario(scenario, scenarioDirsOf(app.env)) : null;
  if (scenario && loaded) await tryScenarioOnScratchWorld(app, scenario, loaded);
  const overrides = app.simOverrides.snapshot();
  const faults = app.simFaults.snapshot();
  resetWorld(app);
  app.simOverrides.restore(overrides);
  app.simFaults.restore(faults);
  if (scenario && loaded) await applyNamedScenario(app, scenario, loaded);
}

export const contractHandlers: ControlHandlers<keyof typeof contractOperations> = {
  exportContract: async ({ query }, { app }) => {
    const { entries } = app.simJournal.snapshot();
    const { pact, used, skipped } = pactOfJournal(entries, query.scenario ?? null);
    const openapi = openApiSubset(await servedOpenApi(app), used);
    // The OpenAPI part carries the contracts' samples (a test card among them): scrubbed as well.
    return { pact: scrubSecrets(pact), openapi: scrubSecrets(openapi), skipped };
  },

  setProviderState: async ({ body }, { app }) => {
    if (body.action === 'teardown') return {};
    const scenario = scenarioOfState(body.state);
    if (scenario === undefined)
      throw controlRefused(
        `Unknown provider state "${body.state}": this simulator sets "world from scenario <name>" ` +
          '(a name of npm run sim -- scenarios) or "world from the seed". Nothing was changed.',
      );
    const username = typeof body.params?.username === 'string' ? body.params.username : null;
    await resetTo(app, scenario);
    const now = app.clock.now();
    const values: Record<string, string> = {
      ...TEST_CARD,
      cardExpiryYear: String(new Date(now).getUTCFullYear() + 2),
      password: STATE_PASSWORD,
      newPassword: STATE_NEW_PASSWORD,
    };
    const member = username ? findMemberByIdOrUsername(app.db, username) : null;
    if (member) {
      app.db.transaction((tx) => applyMemberChanges(tx, member, { password: STATE_PASSWORD }, now));
      values.token = openSession(app.db, member.id, now);
    }
    return values;
  },
};
