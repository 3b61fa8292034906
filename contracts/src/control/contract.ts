import { z } from 'zod';
import { defineControlOperation } from './operation';
import { pactFileSchema } from './pact';

/**
 * The contract for the backend team: what the app called in a world, as a Pact V4 file and the
 * used part of the OpenAPI document (`contract export`), and the provider-state hook a verifier
 * calls before each interaction (`contract verify`, or any Pact verifier's state-change URL).
 */

const scenarioNameSchema = z
  .string()
  .regex(/^[\w.-]+$/, 'a scenario name (letters, digits, -, _, .)')
  .max(64);

const SCENARIO_STATE_PREFIX = 'world from scenario ';
/** The provider state of a world made without a scenario: the seed alone. */
export const SEED_STATE = 'world from the seed';

/** A world's provider state, named from its scenario ("world from scenario rich-member"). */
export const providerStateOf = (scenario: string | null): string =>
  scenario ? `${SCENARIO_STATE_PREFIX}${scenario}` : SEED_STATE;

/**
 * The scenario a provider state names: null for the seed alone, undefined when the state is
 * not one of ours (the hook then refuses it by name).
 */
export function scenarioOfState(state: string): string | null | undefined {
  if (state === SEED_STATE) return null;
  if (!state.startsWith(SCENARIO_STATE_PREFIX)) return undefined;
  const name = state.slice(SCENARIO_STATE_PREFIX.length);
  return scenarioNameSchema.safeParse(name).success ? name : undefined;
}

/** A call the journal holds that the contract leaves out, and why (an upload, a file answer...). */
export const skippedCallSchema = z.object({ call: z.string(), reason: z.string() });

export const contractExportSchema = z.object({
  pact: pactFileSchema,
  /** The OpenAPI document of `/openapi.json` cut to the operations the pact holds. */
  openapi: z.record(z.string(), z.unknown()),
  skipped: z.array(skippedCallSchema),
});

/** Pact's state-change body: the state, its parameters, and setup (the default) or teardown. */
export const providerStateInputSchema = z.strictObject({
  state: z.string().min(1).max(200),
  params: z.record(z.string(), z.unknown()).optional(),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

export const contractOperations = {
  exportContract: defineControlOperation({
    method: 'GET',
    path: '/contract',
    query: z.strictObject({
      /** The scenario the world was made from, which names the interactions' provider state. */
      scenario: scenarioNameSchema.optional(),
    }),
    response: contractExportSchema,
    summary: "The world's journal as a Pact V4 file and the used part of the OpenAPI document",
    description:
      'One Synchronous/HTTP interaction per distinct call (method, path, request fields, signed in ' +
      'or not, answer code), its matching rules drawn from the contracts (types, formats, enums), ' +
      'never the values seen. Passwords, tokens and card data are replaced by ProviderState ' +
      'generators the verifier fills in. Faulted or overridden calls, uploads and file answers ' +
      'are left out (listed in `skipped`).',
  }),
  setProviderState: defineControlOperation({
    method: 'POST',
    path: '/contract/state',
    body: providerStateInputSchema,
    response: z.record(z.string(), z.string()),
    summary: "Provider-state hook: reset this world to the state's scenario, sign in `params.username`",
    description:
      'Takes a Pact state-change body {state, params, action}. "world from scenario <name>" resets ' +
      'the world to that scenario, "world from the seed" to the seed. Answers the values the ' +
      "interactions' ProviderState generators take: `token` (a session of params.username), " +
      '`password` (set anew on that member), and test card data (the documented test card). ' +
      'A teardown changes nothing.',
  }),
} as const;

export type ContractExport = z.infer<typeof contractExportSchema>;
export type SkippedCall = z.infer<typeof skippedCallSchema>;
