import {
  CONTROL_SECURITY_SCHEME,
  CONTROL_TAG,
  controlOpenApiPaths,
  controlRefusals,
  controlSecurityScheme,
} from './control/openapi';
import type { ControlOperation } from './control/operation';
import type { EndpointDefinition } from './core/endpoint';
import { ApiErrorCode, validationDetailsSchema } from './core/envelope';
import { PROTOCOL_STATUS } from './core/http-status';
import type { EndpointSample } from './core/sample';
import { addAnswerExamples, requestExamples } from './openapi-examples';
import {
  COMPONENTS_PATH,
  finishSchemas,
  RegistrySchemas,
  readSchema,
  SchemaCollector,
  type SchemaSource,
} from './openapi-schemas';
import { type Refusal, refusalsOf } from './refusals';
import { type EndpointName, endpointSamples } from './registry';

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
function refusalBranches(refusals: readonly Refusal[], source: SchemaSource): Record<string, unknown>[] {
  const byCode = new Map<number, Refusal[]>();
  for (const refusal of refusals) byCode.set(refusal.code, [...(byCode.get(refusal.code) ?? []), refusal]);
  return [...byCode].map(([code, same]) => {
    const data = anyOfUnique(
      same.map((refusal) => (refusal.data ? source.of(refusal.data, 'output') : NULL_SCHEMA)),
    );
    const title = code === ApiErrorCode.NOT_SIGNED_IN ? 'Not signed in' : `Refusal ${code}`;
    return envelopeBranch(code, data, title, same.map((refusal) => refusal.when).join('; '));
  });
}

/** The 200 answer's schema: the success and each refusal, exactly one of which matches. */
function answerSchema(
  success: Record<string, unknown> | null,
  refusals: readonly Refusal[],
  source: SchemaSource,
) {
  const branches = [
    ...(success
      ? [envelopeBranch(ApiErrorCode.OK, success, 'Success', 'error 0: `data` is the answer')]
      : []),
    ...refusalBranches(refusals, source),
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

/** A 405 names the method the path takes (`plugins/not-found.ts`). */
const ALLOW_HEADER = { description: 'The method the path takes', schema: { type: 'string' } } as const;

/** Where the document keeps the answers every call shares. */
const RESPONSES_PATH = '#/components/responses/';

/**
 * The names of the protocol answers every call shares (`components.responses`): one definition
 * each instead of one per call. The 400 stays with each call, as it carries the call's example,
 * and refers to the shared `BadRequest` envelope.
 */
const SHARED_PROTOCOL_ANSWERS: Record<number, string> = {
  405: 'MethodNotAllowed',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  500: 'ServerError',
};
const BAD_REQUEST = 'BadRequest';

/** The protocol codes (decision 022) each status stands for, on every call. */
function protocolCodes(): Map<number, number[]> {
  const byStatus = new Map<number, number[]>();
  for (const [code, status] of Object.entries(PROTOCOL_STATUS)) {
    // An unknown path is no operation's answer; the file call's "not found" is its own 404.
    if (Number(code) === ApiErrorCode.UNKNOWN_PATH) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), Number(code)]);
  }
  return byStatus;
}

/** One protocol answer: its description, `Allow` for a 405, the envelope of its codes. */
function protocolAnswer(status: number, codes: number[], data: Json): Json {
  return {
    description: PROTOCOL_DESCRIPTIONS[status] ?? 'Protocol error',
    ...(status === 405 ? { headers: { Allow: ALLOW_HEADER } } : {}),
    content: {
      'application/json': {
        schema: envelopeBranch(
          codes.length === 1 ? (codes[0] ?? status) : codes,
          data,
          `HTTP ${status}`,
          'The protocol error code (decision 022)',
        ),
      },
    },
  };
}

/** The shared protocol answers and the 400's envelope, for `components`. */
function protocolComponents(source: SchemaSource): { responses: Json; schemas: Json } {
  const responses: Json = {};
  for (const [status, codes] of protocolCodes()) {
    const name = SHARED_PROTOCOL_ANSWERS[status];
    if (name) responses[name] = protocolAnswer(status, codes, NULL_SCHEMA);
  }
  // Every HTTP 400 carries the refused fields; other statuses carry null.
  const badRequest = protocolAnswer(
    400,
    protocolCodes().get(400) ?? [400],
    source.of(validationDetailsSchema, 'output'),
  );
  const schema = (badRequest.content as Record<string, Json>)['application/json']?.schema as Json;
  return { responses, schemas: { [BAD_REQUEST]: schema } };
}

/** The protocol answers (decision 022) one call can send: shared ones by reference. */
function protocolResponses(endpoint: EndpointDefinition): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  const statuses = [...protocolCodes().keys()];
  const fileCall = endpoint.answer === 'binary' && endpoint.path === '/sys/file/get';
  for (const status of [...statuses, ...(fileCall ? [404] : [])].sort((a, b) => a - b)) {
    const name = SHARED_PROTOCOL_ANSWERS[status];
    if (name) responses[String(status)] = { $ref: `${RESPONSES_PATH}${name}` };
    else if (status === 400)
      responses['400'] = {
        description: PROTOCOL_DESCRIPTIONS[400],
        content: { 'application/json': { schema: { $ref: `${COMPONENTS_PATH}${BAD_REQUEST}` } } },
      };
    else responses[String(status)] = protocolAnswer(status, [ApiErrorCode.NOT_FOUND], NULL_SCHEMA);
  }
  return responses;
}

/** Every answer of one call: 200 (success or business refusal) and each protocol status. */
function responsesOf(
  name: string,
  endpoint: EndpointDefinition,
  source: SchemaSource,
): Record<string, unknown> {
  const refusals = refusalsOf(name as EndpointName, endpoint);
  const xRefusals = refusals.map((refusal) => ({
    code: refusal.code,
    when: refusal.when,
    ...(refusal.data ? { data: source.of(refusal.data, 'output') } : {}),
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
          ...(refusals.length > 0
            ? { 'application/json': { schema: answerSchema(null, refusals, source) } }
            : {}),
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
          schema: answerSchema(source.of(endpoint.response, 'output'), refusals, source),
        },
      },
    },
    ...protocolResponses(endpoint),
  };
}

type Json = Record<string, unknown>;

/**
 * A shared schema (`$ref`) in a form body: still the reference when its form (`shape`) reads the
 * same, else its form written out in place.
 */
function formOfReference(
  schema: Json,
  source: SchemaSource,
  shape: (schema: Json, source: SchemaSource) => Json,
): Json {
  const body = source.resolve(schema.$ref as string);
  if (!body) return schema;
  const form = shape(body, source);
  if (JSON.stringify(form) === JSON.stringify(body)) return schema;
  const { $ref: _ref, ...siblings } = schema;
  return { ...form, ...siblings };
}

/**
 * A field's schema in a form body. Every form value is text: the server turns it into a number
 * only where a field takes numbers alone (`decodeFormValues`), so for a field that takes a list
 * or a number *or* a text (a `field_IN` list, a proof id or ids) only the text branch can match a
 * form value, and the client sends a list comma-joined (`encodeFormValues`). The other branches
 * stay in the JSON body's schema. A generated form client then hands `URLSearchParams` a string
 * (orval's did not compile with `number[] | string`). A shared schema that needs this is written
 * out in its form shape; one that does not stays a reference.
 */
function formField(schema: Json, source: SchemaSource): Json {
  if (typeof schema.$ref === 'string') return formOfReference(schema, source, formField);
  const options = schema.anyOf as Json[] | undefined;
  if (!options) return schema;
  const fields = options.map((option) => formField(option, source));
  const flat = (option: Json): Json[] => {
    const read = readSchema(option, source);
    return read.anyOf ? (read.anyOf as Json[]).flatMap(flat) : [read];
  };
  const isText = (leaf: Json) => leaf.type === 'string' || leaf.type === 'null';
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
function formBody(schema: Json, source: SchemaSource): Json {
  if (typeof schema.$ref === 'string') return formOfReference(schema, source, formBody);
  const copy: Json = { ...schema };
  if (schema.properties)
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Json>).map(([name, field]) => [
        name,
        formField(field, source),
      ]),
    );
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[keyword]))
      copy[keyword] = (schema[keyword] as Json[]).map((branch) => formBody(branch, source));
  for (const keyword of ['if', 'then', 'else'] as const)
    if (schema[keyword]) copy[keyword] = formBody(schema[keyword] as Json, source);
  return copy;
}

/** Whether a form body's field takes a list as it is; a list for any other field is sent comma-joined. */
const takesListIn = (formSchema: Json, source: SchemaSource) => (field: string) => {
  const properties = (readSchema(formSchema, source).properties ?? {}) as Record<string, Json>;
  const property = properties[field];
  if (!property) return true;
  const read = readSchema(property, source);
  const branches = (read.anyOf as Json[] | undefined)?.map((branch) => readSchema(branch, source)) ?? [read];
  return branches.some((branch) => branch.type === 'array');
};

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  /** The QA control plane's operations (`/__sim`), left out in production-like mode. */
  controlOperations?: Record<string, ControlOperation>;
}

/** What each group of calls is about, for the document's tag list. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-up, sign-in, the session and password mails',
  member: "The signed-in member's profile and password",
  invites: 'Invitation bonuses',
  news: "The member's messages",
  settings: 'Site settings: contact, chat, scripts, access',
  reference: 'Countries, states, calling codes and currencies',
  content: 'Banners, articles and promotions',
  vip: 'VIP levels and the VIP store',
  games: 'The lobby, game launch and play history',
  files: 'Uploads and images',
  deposits: 'Deposit methods, orders and their providers',
  withdrawals: 'Cash-out methods, rules and requests',
  'withdraw-query': 'Looking up a withdrawal (a call of this kit)',
  transactions: "The member's money history",
  documents: 'Identity and payment documents',
  'player-protection': 'Limits, breaks, self-exclusion and reality checks (calls of this kit)',
  [CONTROL_TAG]:
    'The simulator’s QA control plane (`/__sim`), behind the control key; absent in production mode',
};

/** Every tag the operations use, each with its description, in order of first use. */
function tagsOf(paths: Record<string, Record<string, unknown>>) {
  const names = new Set<string>();
  for (const item of Object.values(paths))
    for (const operation of Object.values(item))
      for (const tag of (operation as { tags?: string[] }).tags ?? []) names.add(tag);
  return [...names].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} calls` }));
}

/** `/sys/member/withdraw/config` → `sysMemberWithdrawConfig`. */
const aliasOperationId = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : `${part.charAt(0).toUpperCase()}${part.slice(1)}`))
    .join('');

/** Every `/api` call as path items, each schema from `source` (see `buildOpenApiDocument`). */
function apiPaths(endpoints: Record<string, EndpointDefinition>, source: SchemaSource) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const sample = endpointSamples[name as EndpointName] as EndpointSample | undefined;
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: endpoint.summary,
      tags: endpoint.tags ?? [endpoint.path.split('/')[2] ?? 'api'],
      'x-loading-indicator': endpoint.indicator,
      ...(endpoint.ours ? { 'x-ours': endpoint.ours } : {}),
      // What a backend team implements beside the shapes: the refusals, and whose shape it is.
      description: [
        endpoint.ours ? `Shape defined by this kit: ${endpoint.ours}.` : '',
        refusalList(refusalsOf(name as EndpointName, endpoint)),
      ]
        .filter(Boolean)
        .join(' '),
      // A member call without the header is answered too (-2 at HTTP 200, decision 022): the
      // header is one of two options, so a validating proxy lets a signed-out call through.
      ...(endpoint.auth === 'member' ? { security: [{ memberToken: [] }, {}] } : { security: [] }),
    };
    const requestSchema = source.of(endpoint.request, 'input');
    const payload = readSchema(requestSchema, source);
    const requiredFields = (payload.required as string[] | undefined) ?? [];
    if (endpoint.encoding === 'query') {
      const properties = (payload.properties ?? {}) as Record<string, Json>;
      const given = (sample?.validRequest ?? {}) as Record<string, unknown>;
      operation.parameters = Object.entries(properties).map(([param, schema]) => ({
        name: param,
        in: 'query',
        required: requiredFields.includes(param),
        schema,
        ...(given[param] === undefined ? {} : { example: given[param] }),
      }));
    } else {
      // The server reads JSON and form bodies alike for every non-upload call (`api/routes.ts`);
      // a call with no required field may come with no body at all.
      const encodings =
        endpoint.encoding === 'multipart'
          ? (['multipart'] as const)
          : ([endpoint.encoding, endpoint.encoding === 'json' ? 'form' : 'json'] as const);
      operation.requestBody = {
        required: requiredFields.length > 0,
        content: Object.fromEntries(
          encodings.map((encoding) => {
            const schema = encoding === 'form' ? formBody(requestSchema, source) : requestSchema;
            // A file is no example value: an upload's example would be a placeholder.
            const examples =
              sample && encoding !== 'multipart'
                ? requestExamples(sample, encoding === 'form' ? takesListIn(schema, source) : null)
                : undefined;
            return [CONTENT_TYPES[encoding], { schema, ...(examples ? { examples } : {}) }];
          }),
        ),
      };
    }
    operation.responses = responsesOf(name, endpoint, source);
    if (sample) addAnswerExamples(operation.responses as Record<string, Json>, name, endpoint, sample);
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
  return paths;
}

/**
 * The OpenAPI 3.1 document of every call in the registry (aliases listed as their own paths).
 * Built twice: a first pass notes the zod schemas it uses, so that zod converts them all at once
 * with the named ones as `$ref`s to `components.schemas` (a date-time's pattern is written once,
 * not at each field); the second pass writes the document with them.
 */
export function buildOpenApiDocument(endpoints: Record<string, EndpointDefinition>, info: OpenApiInfo) {
  const partsFrom = (source: SchemaSource) => {
    const paths = {
      ...apiPaths(endpoints, source),
      ...(info.controlOperations ? controlOpenApiPaths(info.controlOperations, source) : {}),
    };
    const protocol = protocolComponents(source);
    // Only the answers some operation refers to (production mode has no control plane).
    const referenced = JSON.stringify(paths);
    const responses = Object.fromEntries(
      Object.entries({ ...protocol.responses, ...controlRefusals }).filter(([name]) =>
        referenced.includes(`"${RESPONSES_PATH}${name}"`),
      ),
    );
    return { paths, responses, schemas: protocol.schemas };
  };
  const collector = new SchemaCollector();
  partsFrom(collector);
  const converted = new RegistrySchemas(collector.asked);
  const { document: parts, schemas } = finishSchemas(partsFrom(converted), converted.bodies);
  const { paths, responses } = parts;
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    tags: tagsOf(paths),
    // Paths carry their /api and /__sim prefixes: the server is wherever this document was served.
    servers: [{ url: '/', description: 'The simulator, or the backend it stands for' }],
    components: {
      schemas: { ...schemas, ...parts.schemas },
      responses,
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
