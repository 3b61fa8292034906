import { CONTROL_SECURITY_SCHEME, controlOpenApiPaths, controlSecurityScheme } from './control/openapi';
import type { ControlOperation } from './control/operation';
import type { EndpointDefinition } from './core/endpoint';
import { ApiErrorCode, validationDetailsSchema } from './core/envelope';
import { PROTOCOL_STATUS } from './core/http-status';
import { jsonSchema } from './core/json-schema';
import { type Refusal, refusalsOf } from './refusals';
import type { EndpointName } from './registry';

const CONTENT_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

const NULL_SCHEMA = { type: 'null' } as const;

/**
 * One answer envelope: `error` fixed to its code (a `const`, so a generated client narrows on
 * it), `data` the shape that code carries. Decision 047: each answer is its own branch.
 */
function envelopeBranch(
  error: number | readonly number[],
  data: Record<string, unknown>,
  title: string,
  description: string,
): Record<string, unknown> {
  return {
    title,
    description,
    type: 'object',
    required: ['error', 'message', 'data'],
    properties: {
      error: typeof error === 'number' ? { const: error } : { enum: [...error] },
      message: { type: 'string' },
      data,
    },
  };
}

/** Several schemas as one: listed once each (a linter reads a repeat in `anyOf` as a mistake). */
function anyOfUnique(options: readonly Record<string, unknown>[]): Record<string, unknown> {
  const texts = options.map((option) => JSON.stringify(option));
  const unique = options.filter((_option, index) => texts.indexOf(texts[index] ?? '') === index);
  return unique.length === 1 ? (unique[0] ?? NULL_SCHEMA) : { anyOf: unique };
}

/** One branch per refused code (a code declared twice, for two reasons, is one branch). */
function refusalBranches(refusals: readonly Refusal[]): Record<string, unknown>[] {
  const byCode = new Map<number, Refusal[]>();
  for (const refusal of refusals) byCode.set(refusal.code, [...(byCode.get(refusal.code) ?? []), refusal]);
  return [...byCode].map(([code, same]) => {
    const data = anyOfUnique(
      same.map((refusal) => (refusal.data ? jsonSchema(refusal.data, 'output') : NULL_SCHEMA)),
    );
    const title = code === ApiErrorCode.NOT_SIGNED_IN ? 'Not signed in' : `Refusal ${code}`;
    return envelopeBranch(code, data, title, same.map((refusal) => refusal.when).join('; '));
  });
}

/** The 200 answer's schema: the success and each refusal, exactly one of which matches. */
function answerSchema(success: Record<string, unknown> | null, refusals: readonly Refusal[]) {
  const branches = [
    ...(success
      ? [envelopeBranch(ApiErrorCode.OK, success, 'Success', 'error 0: `data` is the answer')]
      : []),
    ...refusalBranches(refusals),
  ];
  return branches.length === 1 ? (branches[0] ?? NULL_SCHEMA) : { oneOf: branches };
}

function refusalList(refusals: readonly Refusal[]): string {
  if (refusals.length === 0) return 'No business refusals.';
  return `Business refusals (HTTP 200): ${refusals.map((refusal) => `${refusal.code}: ${refusal.when}`).join('; ')}.`;
}

const PROTOCOL_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed body (error 422) or a payload that breaks the schema, is null or not an object (error 400); `data.fields` names the refused fields (empty when the payload as a whole is refused)',
  404: "The file does not exist, or is not the caller's (error 1004)",
  405: 'The path takes another method (error 405; `Allow` names it)',
  413: 'The body or an uploaded file is too large (error 413)',
  415: 'A content type the call does not take (error 415)',
  500: 'A server fault (error 500; details only in the log)',
};

/** Every HTTP 400 carries the refused fields (`validationDetailsSchema`); other statuses carry null. */
const PROTOCOL_DATA: Record<number, Record<string, unknown>> = {
  400: jsonSchema(validationDetailsSchema, 'output'),
};

/** A 405 names the method the path takes (`plugins/not-found.ts`). */
const ALLOW_HEADER = { description: 'The method the path takes', schema: { type: 'string' } } as const;

/** The protocol answers (decision 022) one call can send, each with the codes behind it. */
function protocolResponses(endpoint: EndpointDefinition): Record<string, unknown> {
  const byStatus = new Map<number, number[]>();
  for (const [code, status] of Object.entries(PROTOCOL_STATUS)) {
    // An unknown path is no operation's answer; the file call's "not found" is its own 404.
    if (Number(code) === ApiErrorCode.UNKNOWN_PATH) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), Number(code)]);
  }
  if (endpoint.answer === 'binary' && endpoint.path === '/sys/file/get')
    byStatus.set(404, [ApiErrorCode.NOT_FOUND]);
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const description = PROTOCOL_DESCRIPTIONS[status] ?? 'Protocol error';
    responses[String(status)] = {
      description,
      ...(status === 405 ? { headers: { Allow: ALLOW_HEADER } } : {}),
      content: {
        'application/json': {
          schema: envelopeBranch(
            codes.length === 1 ? (codes[0] ?? status) : codes,
            PROTOCOL_DATA[status] ?? NULL_SCHEMA,
            `HTTP ${status}`,
            'The protocol error code (decision 022)',
          ),
        },
      },
    };
  }
  return responses;
}

/** Every answer of one call: 200 (success or business refusal) and each protocol status. */
function responsesOf(name: string, endpoint: EndpointDefinition): Record<string, unknown> {
  const refusals = refusalsOf(name as EndpointName, endpoint);
  const xRefusals = refusals.map((refusal) => ({
    code: refusal.code,
    when: refusal.when,
    ...(refusal.data ? { data: jsonSchema(refusal.data, 'output') } : {}),
  }));
  if (endpoint.answer === 'binary') {
    return {
      '200': {
        description: `The file. ${
          refusals.length > 0
            ? `A refusal comes as a JSON envelope at HTTP 200 instead (an image call without a session answers error -2 this way). ${refusalList(refusals)}`
            : ''
        }`.trim(),
        'x-refusals': xRefusals,
        content: {
          'image/*': { schema: { type: 'string', format: 'binary' } },
          ...(refusals.length > 0 ? { 'application/json': { schema: answerSchema(null, refusals) } } : {}),
        },
      },
      ...protocolResponses(endpoint),
    };
  }
  return {
    '200': {
      description: `Envelope: error 0 with \`data\` as below, or a business refusal. ${refusalList(refusals)}`,
      'x-refusals': xRefusals,
      content: {
        'application/json': {
          schema: answerSchema(jsonSchema(endpoint.response, 'output'), refusals),
        },
      },
    },
    ...protocolResponses(endpoint),
  };
}

const isText = (schema: Record<string, unknown>) => schema.type === 'string' || schema.type === 'null';

/**
 * A field's schema in a form body. Every form value is text: the server turns it into a number
 * only where a field takes numbers alone (`decodeFormValues`), so for a field that takes a list
 * or a number *or* a text (a `field_IN` list, a proof id or ids) only the text branch can match a
 * form value, and the client sends a list comma-joined (`encodeFormValues`). The other branches
 * stay in the JSON body's schema. A generated form client then hands `URLSearchParams` a string
 * (orval's did not compile with `number[] | string`).
 */
function formField(schema: Record<string, unknown>): Record<string, unknown> {
  const options = schema.anyOf as Record<string, unknown>[] | undefined;
  if (!options) return schema;
  const fields = options.map(formField);
  const flat = (option: Record<string, unknown>): Record<string, unknown>[] =>
    option.anyOf ? (option.anyOf as Record<string, unknown>[]).flatMap(flat) : [option];
  const leaves = fields.flatMap(flat);
  if (!leaves.some((leaf) => leaf.type === 'string') || leaves.every(isText))
    return { ...schema, anyOf: fields };
  const list = leaves.some((leaf) => leaf.type === 'array');
  const text = leaves
    .filter(isText)
    .map((leaf) =>
      list && leaf.type === 'string' && !leaf.description
        ? { ...leaf, description: 'The values comma-joined, as a form sends a list' }
        : leaf,
    );
  const { anyOf: _branches, ...rest } = schema;
  return text.length === 1 ? { ...rest, ...text[0] } : { ...rest, anyOf: text };
}

/** A request body's schema for the form encoding: each field as `formField` (branches included). */
function formBody(schema: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...schema };
  if (schema.properties)
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Record<string, unknown>>).map(([name, field]) => [
        name,
        formField(field),
      ]),
    );
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[keyword]))
      copy[keyword] = (schema[keyword] as Record<string, unknown>[]).map(formBody);
  for (const keyword of ['if', 'then', 'else'] as const)
    if (schema[keyword]) copy[keyword] = formBody(schema[keyword] as Record<string, unknown>);
  return copy;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  /** The QA control plane's operations (`/__sim`), left out in production-like mode. */
  controlOperations?: Record<string, ControlOperation>;
}

/** `/sys/member/withdraw/config` → `sysMemberWithdrawConfig`. */
const aliasOperationId = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : `${part.charAt(0).toUpperCase()}${part.slice(1)}`))
    .join('');

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
      // A member call without the header is answered too (-2 at HTTP 200, decision 022): the
      // header is one of two options, so a validating proxy lets a signed-out call through.
      ...(endpoint.auth === 'member' ? { security: [{ memberToken: [] }, {}] } : { security: [] }),
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
      // The server reads JSON and form bodies alike for every non-upload call (`api/routes.ts`);
      // a call with no required field may come with no body at all.
      const encodings =
        endpoint.encoding === 'multipart'
          ? (['multipart'] as const)
          : ([endpoint.encoding, endpoint.encoding === 'json' ? 'form' : 'json'] as const);
      operation.requestBody = {
        required: ((requestSchema.required as string[] | undefined) ?? []).length > 0,
        content: Object.fromEntries(
          encodings.map((encoding) => [
            CONTENT_TYPES[encoding],
            { schema: encoding === 'form' ? formBody(requestSchema) : requestSchema },
          ]),
        ),
      };
    }
    operation.responses = responsesOf(name, endpoint);
    paths[`/api${endpoint.path}`] = {
      ...paths[`/api${endpoint.path}`],
      [endpoint.method.toLowerCase()]: operation,
    };
    // An alias is the same call under another path; operationIds stay unique (generated clients
    // name a function per operationId), so it gets one made from its path.
    for (const alias of endpoint.aliases ?? []) {
      paths[`/api${alias}`] = {
        ...paths[`/api${alias}`],
        [endpoint.method.toLowerCase()]: {
          ...operation,
          operationId: aliasOperationId(alias),
          description: `The same call as ${endpoint.path} (${name}), under the path the spec also uses.`,
        },
      };
    }
  }
  if (info.controlOperations) Object.assign(paths, controlOpenApiPaths(info.controlOperations));
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    // Paths carry their /api and /__sim prefixes: the server is wherever this document was served.
    servers: [{ url: '/', description: 'The simulator, or the backend it stands for' }],
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
