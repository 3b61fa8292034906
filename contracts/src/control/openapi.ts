import type { z } from 'zod';
import { jsonSchema } from '../core/json-schema';
import {
  CONTROL_KEY_HEADER,
  CONTROL_PREFIX,
  CONTROL_WORLD_HEADER,
  type ControlOperation,
  pathParamNames,
} from './operation';

/** The tag every control operation carries in the OpenAPI document. */
export const CONTROL_TAG = 'QA control plane';

/** The apiKey security scheme of the control plane (its name in `components.securitySchemes`). */
export const CONTROL_SECURITY_SCHEME = 'simKey';
export const controlSecurityScheme = {
  type: 'apiKey',
  in: 'header',
  name: CONTROL_KEY_HEADER,
  description: 'The control key (SIM_CONTROL_KEY; local-qa-key by default). Missing: 401; wrong: 403.',
} as const;

const envelopeOf = (data: Record<string, unknown> | null) => ({
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'integer', description: '0 success; otherwise the HTTP status it mirrors (400, 404...)' },
    message: { type: 'string' },
    data: data ? { anyOf: [data, { type: 'null' }] } : {},
  },
});

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(null) } },
});

const worldHeader = {
  name: CONTROL_WORLD_HEADER,
  in: 'header',
  required: false,
  description: 'The world to act on (or the sim_world cookie); the default world when absent',
  schema: { type: 'string' },
};

/** A zod object's fields as OpenAPI parameters (`in: path` or `in: query`). */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const generated = jsonSchema(schema, 'input');
  const properties = (generated.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((generated.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** Every control operation as OpenAPI path items under `/__sim`, with its operationId and typed answer. */
export function controlOpenApiPaths(operations: Record<string, ControlOperation>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, operation] of Object.entries(operations)) {
    const missing = pathParamNames(operation.path).filter(
      (param) => !parametersOf(operation.params, 'path').some((parameter) => parameter.name === param),
    );
    if (missing.length > 0) throw new Error(`Control operation ${name}: no schema for ${missing.join(', ')}`);
    const status = String(operation.status ?? 200);
    paths[`${CONTROL_PREFIX}${operation.path}`] = {
      ...paths[`${CONTROL_PREFIX}${operation.path}`],
      [operation.method.toLowerCase()]: {
        operationId: name,
        summary: operation.summary,
        ...(operation.description ? { description: operation.description } : {}),
        tags: [CONTROL_TAG],
        security: [{ [CONTROL_SECURITY_SCHEME]: [] }],
        parameters: [
          ...parametersOf(operation.params, 'path'),
          ...parametersOf(operation.query, 'query'),
          ...(operation.scope === 'dispatcher' ? [] : [worldHeader]),
        ],
        ...(operation.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
              },
            }
          : {}),
        responses: {
          [status]: {
            description: 'Envelope; `data` as below',
            content: {
              'application/json': { schema: envelopeOf(jsonSchema(operation.response, 'output')) },
            },
          },
          '400': refusal('Invalid input: the message names each bad field'),
          '401': refusal('No X-Sim-Key header'),
          '403': refusal('Wrong X-Sim-Key'),
          '404': refusal('Unknown member, rule, fault, mail, scenario or world'),
        },
      },
    };
  }
  return paths;
}
