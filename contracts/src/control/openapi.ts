import type { z } from 'zod';
import { readSchema, type SchemaSource } from '../openapi-schemas';
import {
  CONTROL_KEY_HEADER,
  CONTROL_PREFIX,
  CONTROL_WORLD_HEADER,
  type ControlOperation,
  controlRequestOf,
  pathParamNames,
} from './operation';
import { type ControlSample, controlSamples } from './samples';

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

const ERROR_DESCRIPTION = '0 success; otherwise the HTTP status it mirrors (400, 404...)';

const envelopeOf = (data: Record<string, unknown> | null) => ({
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'integer', description: ERROR_DESCRIPTION },
    message: { type: 'string' },
    data: data ? { anyOf: [data, { type: 'null' }] } : {},
  },
});

/**
 * A refusal's envelope: `error` one of `codes` when they are known (the HTTP status it mirrors,
 * unless said), `data` null where the refusal never carries details.
 */
const refusal = (
  description: string,
  codes?: readonly number[],
  options: { nullData?: boolean; headers?: Record<string, unknown> } = {},
) => ({
  description,
  ...(options.headers ? { headers: options.headers } : {}),
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error', 'message', 'data'],
        properties: {
          error: codes
            ? { enum: [...codes], description: ERROR_DESCRIPTION }
            : { type: 'integer', description: ERROR_DESCRIPTION },
          message: { type: 'string' },
          data: options.nullData ? { type: 'null' } : {},
        },
      },
    },
  },
});

/**
 * The refusals control operations answer beside their success, as the simulator sends them
 * (`control-errors.ts`, `control-not-found.ts`, `router-errors.ts`, the world dispatcher): each
 * defined once under `components.responses` and referred to by every operation that can send it.
 */
export const controlRefusals = {
  SimBadRequest: refusal('Invalid input: the message names each bad field', [400]),
  SimNoKey: refusal('No X-Sim-Key header', [401], { nullData: true }),
  SimWrongKey: refusal('Wrong X-Sim-Key', [403], { nullData: true }),
  SimNotFound: refusal(
    'Unknown member, rule, fault, mail, scenario or world (error 1004), or an unknown path (404)',
    [404, 1004],
  ),
  SimMethodNotAllowed: refusal('The path takes another method (error 405)', [405], {
    nullData: true,
    headers: { Allow: { description: 'The methods the path takes', schema: { type: 'string' } } },
  }),
  SimConflict: refusal(
    "The world's state does not allow it (a withdrawal that cannot take that status): `error` is the business code (1000 and up)",
  ),
  SimPayloadTooLarge: refusal('The body is too large (error 413)', [413], { nullData: true }),
  SimUriTooLong: refusal('A path parameter is longer than 100 characters (error 414)', [414], {
    nullData: true,
  }),
  SimMalformedBody: refusal('The JSON body does not parse (error 422)', [422], { nullData: true }),
  SimServerError: refusal('A fault of the simulator (error 500; details only in its log)', [500], {
    nullData: true,
  }),
  SimNoRoom: refusal(
    'The simulator holds SIM_MAX_WORLDS worlds, each used within its lease (SIM_WORLD_LEASE): none may be closed to make room (error 503). The message names the cap and how to raise it',
    [503],
    {
      nullData: true,
      headers: {
        'Retry-After': {
          description: 'Seconds until the soonest lease ends (at least 1)',
          schema: { type: 'integer', minimum: 1 },
        },
      },
    },
  ),
} as const;

const refusalRef = (name: keyof typeof controlRefusals) => ({ $ref: `#/components/responses/${name}` });

/**
 * The refusals one control operation can answer. 409, 413, 414 and 422 were sent but not
 * documented, and a wrong method answered 404.
 */
function refusalsOf(operation: ControlOperation, takesBody: boolean) {
  const inWorld = operation.scope !== 'dispatcher';
  const hasParams = pathParamNames(operation.path).length > 0;
  return {
    '400': refusalRef('SimBadRequest'),
    '401': refusalRef('SimNoKey'),
    '403': refusalRef('SimWrongKey'),
    '404': refusalRef('SimNotFound'),
    '405': refusalRef('SimMethodNotAllowed'),
    ...(inWorld ? { '409': refusalRef('SimConflict') } : {}),
    ...(takesBody ? { '413': refusalRef('SimPayloadTooLarge') } : {}),
    ...(inWorld && hasParams ? { '414': refusalRef('SimUriTooLong') } : {}),
    ...(takesBody ? { '422': refusalRef('SimMalformedBody') } : {}),
    '500': refusalRef('SimServerError'),
    ...(operation.atCap ? { '503': refusalRef('SimNoRoom') } : {}),
  };
}

const worldHeader = {
  name: CONTROL_WORLD_HEADER,
  in: 'header',
  required: false,
  description: 'The world to act on (or the sim_world cookie); the default world when absent',
  schema: { type: 'string' },
};

/** A zod object's fields as OpenAPI parameters (`in: path` or `in: query`). */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', source: SchemaSource) {
  if (!schema) return [];
  const generated = readSchema(source.of(schema, 'input'), source);
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
export function controlOpenApiPaths(operations: Record<string, ControlOperation>, source: SchemaSource) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, operation] of Object.entries(operations)) {
    const missing = pathParamNames(operation.path).filter(
      (param) =>
        !parametersOf(operation.params, 'path', source).some((parameter) => parameter.name === param),
    );
    if (missing.length > 0) throw new Error(`Control operation ${name}: no schema for ${missing.join(', ')}`);
    const status = String(operation.status ?? 200);
    const sample = (controlSamples as Record<string, ControlSample | undefined>)[name];
    // The sample's input split as the typed client sends it: path and query fields, the body.
    const body = sample ? (controlRequestOf(operation, sample.input) as { body?: unknown }).body : undefined;
    const withExample = (parameter: ReturnType<typeof parametersOf>[number]) =>
      sample?.input[parameter.name] === undefined
        ? parameter
        : { ...parameter, example: sample.input[parameter.name] };
    paths[`${CONTROL_PREFIX}${operation.path}`] = {
      ...paths[`${CONTROL_PREFIX}${operation.path}`],
      [operation.method.toLowerCase()]: {
        operationId: name,
        summary: operation.summary,
        description:
          operation.description ??
          (operation.scope === 'dispatcher'
            ? 'Answered by the simulator process, outside any world.'
            : 'Acts on the world X-Sim-World (or the sim_world cookie) names; the default world without either.'),
        tags: [CONTROL_TAG],
        security: [{ [CONTROL_SECURITY_SCHEME]: [] }],
        parameters: [
          ...parametersOf(operation.params, 'path', source).map(withExample),
          ...parametersOf(operation.query, 'query', source).map(withExample),
          ...(operation.scope === 'dispatcher' ? [] : [worldHeader]),
        ],
        ...(operation.body
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': {
                    schema: source.of(operation.body, 'input'),
                    ...(body === undefined
                      ? {}
                      : { examples: { sample: { summary: 'A sample body', value: body } } }),
                  },
                },
              },
            }
          : {}),
        responses: {
          [status]: {
            description: 'Envelope; `data` as below',
            content: {
              'application/json': {
                schema: envelopeOf(source.of(operation.response, 'output')),
                ...(sample
                  ? {
                      examples: {
                        success: {
                          summary: 'Success',
                          value: { error: 0, message: 'success', data: sample.answer },
                        },
                      },
                    }
                  : {}),
              },
            },
          },
          // In a world every call but a GET has its body read (Fastify parses one when sent);
          // the dispatcher reads one only for a call that takes it.
          ...refusalsOf(
            operation,
            operation.scope === 'dispatcher' ? Boolean(operation.body) : operation.method !== 'GET',
          ),
        },
      },
    };
  }
  return paths;
}
