import { CONTROL_SECURITY_SCHEME, controlOpenApiPaths, controlSecurityScheme } from './control/openapi';
import type { ControlOperation } from './control/operation';
import type { EndpointDefinition } from './endpoint';
import { jsonSchema } from './json-schema';

const CONTENT_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

function envelopeOf(data: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'object',
    required: ['error', 'message'],
    properties: {
      error: { type: 'integer', description: '0 success, -2 not signed in, positive: business error' },
      message: { type: 'string' },
      data: { anyOf: [data, { type: 'null' }] },
    },
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  /** The QA control plane's operations (`/__sim`), left out in production-like mode. */
  controlOperations?: Record<string, ControlOperation>;
}

/** The OpenAPI 3.1 document of every call in the registry (aliases listed as their own paths). */
export function buildOpenApiDocument(endpoints: Record<string, EndpointDefinition>, info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: endpoint.summary,
      tags: endpoint.tags ?? [endpoint.path.split('/')[2] ?? 'api'],
      'x-loading-indicator': endpoint.indicator,
      ...(endpoint.ours
        ? { 'x-ours': endpoint.ours, description: `Shape defined by this kit: ${endpoint.ours}` }
        : {}),
      ...(endpoint.auth === 'member' ? { security: [{ memberToken: [] }] } : { security: [] }),
    };
    const requestSchema = jsonSchema(endpoint.request, 'input');
    if (endpoint.encoding === 'query') {
      const properties = (requestSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const required = new Set((requestSchema.required as string[] | undefined) ?? []);
      operation.parameters = Object.entries(properties).map(([param, schema]) => ({
        name: param,
        in: 'query',
        required: required.has(param),
        schema,
      }));
    } else {
      operation.requestBody = {
        required: true,
        content: { [CONTENT_TYPES[endpoint.encoding]]: { schema: requestSchema } },
      };
    }
    operation.responses =
      endpoint.answer === 'binary'
        ? {
            '200': {
              description: 'The file',
              content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
            },
            default: {
              description: 'Error envelope',
              content: { 'application/json': { schema: envelopeOf({}) } },
            },
          }
        : {
            '200': {
              description: 'Envelope; `data` as below when error is 0',
              content: {
                'application/json': { schema: envelopeOf(jsonSchema(endpoint.response, 'output')) },
              },
            },
          };
    for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      paths[`/api${path}`] = { ...paths[`/api${path}`], [endpoint.method.toLowerCase()]: operation };
    }
  }
  if (info.controlOperations) Object.assign(paths, controlOpenApiPaths(info.controlOperations));
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    components: {
      securitySchemes: {
        memberToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The token from login or register, sent as is',
        },
        ...(info.controlOperations ? { [CONTROL_SECURITY_SCHEME]: controlSecurityScheme } : {}),
      },
    },
    paths,
  };
}
