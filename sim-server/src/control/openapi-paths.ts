import {
  clockChangeSchema,
  faultInputSchema,
  outcomeRuleInputSchema,
  scenarioMemberSchema,
} from '@casino/fixtures/scenario-schema';
import { z } from 'zod';

/**
 * The control plane in the OpenAPI document (`/openapi.json`, `/docs`): every `/__sim` route,
 * its body schema (from the same zod schemas that validate it) and the key it needs.
 */
const keyHeader = {
  name: 'X-Sim-Key',
  in: 'header',
  required: true,
  description: 'The control key (SIM_CONTROL_KEY; local-qa-key by default)',
  schema: { type: 'string' },
};
const worldHeader = {
  name: 'X-Sim-World',
  in: 'header',
  required: false,
  description: 'The world to act on (or the sim_world cookie); the default world when absent',
  schema: { type: 'string' },
};
const envelope = {
  type: 'object',
  properties: { error: { type: 'integer' }, message: { type: 'string' }, data: {} },
  required: ['error', 'message'],
};
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function operation(
  summary: string,
  options: { body?: z.ZodType; params?: string[]; query?: string[]; description?: string } = {},
) {
  return {
    tags: ['QA control plane'],
    summary,
    ...(options.description ? { description: options.description } : {}),
    parameters: [
      keyHeader,
      worldHeader,
      ...(options.params ?? []).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(options.query ?? []).map((name) => ({
        name,
        in: 'query',
        required: false,
        schema: { type: 'string' },
      })),
    ],
    ...(options.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(options.body) } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Envelope with the result',
        content: { 'application/json': { schema: envelope } },
      },
      '400': { description: 'Invalid body: the message names each bad field' },
      '401': { description: 'Missing or wrong X-Sim-Key' },
    },
  };
}

const status = z.strictObject({ status: z.number().int() });

export const controlPlaneOpenApiPaths: Record<string, unknown> = {
  '/__sim/reset': {
    post: operation('Wipe this world, seed it again, optionally load a scenario', {
      body: z.strictObject({ scenario: z.string().optional() }),
      description: 'Also clears outcome rules, faults, the journal and the clock offset.',
    }),
  },
  '/__sim/scenarios': { get: operation('List the scenario files with their descriptions') },
  '/__sim/scenario': {
    post: operation('Load fixtures/scenarios/<name>.json on top of the current state', {
      body: z.strictObject({ name: z.string() }),
    }),
  },
  '/__sim/rules': {
    get: operation('List outcome rules'),
    post: operation('Add an outcome rule: the next N orders of a method end as given', {
      body: outcomeRuleInputSchema,
    }),
    delete: operation('Remove every outcome rule'),
  },
  '/__sim/rules/{id}': { delete: operation('Remove one outcome rule', { params: ['id'] }) },
  '/__sim/withdrawals/{id}/advance': {
    post: operation('Move one withdrawal to a status (refund and news follow)', {
      params: ['id'],
      body: status,
    }),
  },
  '/__sim/withdrawals/advance-all': {
    post: operation('Move every open withdrawal to a status', { body: status }),
  },
  '/__sim/withdrawals/auto': {
    post: operation('Let withdrawals progress on the clock, or hold them', {
      body: z.strictObject({ enabled: z.boolean() }),
    }),
  },
  '/__sim/members/{idOrUsername}': {
    get: operation('Read a member’s flags and balances', { params: ['idOrUsername'] }),
    patch: operation('Change a member’s flags, levels and balances (balances through the ledger)', {
      params: ['idOrUsername'],
      body: scenarioMemberSchema.omit({ username: true, documents: true, childCount: true }).partial(),
    }),
  },
  '/__sim/members/{idOrUsername}/documents': {
    post: operation('Set the review result of a member’s submitted documents', {
      params: ['idOrUsername'],
      body: z.object({
        status: z.union([
          z.enum(['not_uploaded', 'auditing', 'approved', 'rejected']),
          z.literal([0, 10, 20, 30]),
        ]),
      }),
    }),
  },
  '/__sim/members/{idOrUsername}/protection/clear': {
    post: operation('Lift a member’s break or self-exclusion and clear its limits and reality check', {
      params: ['idOrUsername'],
      description: 'Player protection (issue 10): lets QA reuse a test account; /api can never do this.',
    }),
  },
  '/__sim/settings': { get: operation('List every settings row') },
  '/__sim/settings/{name}': {
    put: operation('Write a setting: chatAvailable, accessPolicy {status, url}, contact settings...', {
      params: ['name'],
      body: z.object({ value: z.unknown() }),
      description: 'The body is `{ "value": ... }`, or the value itself when it is an object.',
    }),
  },
  '/__sim/clock': {
    get: operation('Read the virtual clock'),
    post: operation('Set or advance the virtual clock, then run the time-driven jobs', {
      body: clockChangeSchema,
    }),
  },
  '/__sim/faults': {
    get: operation('List injected faults'),
    post: operation('Inject latency, an error envelope, an HTTP 500 or a dropped connection on /api paths', {
      body: faultInputSchema,
    }),
    delete: operation('Remove every fault'),
  },
  '/__sim/faults/{id}': { delete: operation('Remove one fault', { params: ['id'] }) },
  '/__sim/outbox': {
    get: operation('Mails the world sent, newest first', { query: ['to', 'kind', 'limit'] }),
  },
  '/__sim/outbox/latest': { get: operation('The newest mail (with its link)', { query: ['to', 'kind'] }) },
  '/__sim/tracking': { get: operation('Tracking events the app reported', { query: ['event', 'limit'] }) },
  '/__sim/journal': {
    get: operation('The last 500 /api requests with their answers (secrets masked)', {
      query: ['path', 'limit'],
    }),
    delete: operation('Empty the request journal'),
  },
  '/__sim/worlds': {
    get: operation('List isolated worlds'),
    post: operation('Create an isolated world, optionally from a scenario', {
      body: z.strictObject({ scenario: z.string().optional() }),
    }),
  },
  '/__sim/worlds/{id}': { delete: operation('Close an isolated world', { params: ['id'] }) },
};
