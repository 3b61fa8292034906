import { providerStateOf, type SkippedCall } from '@casino/contracts/control/contract';
import type { JournalEntry } from '@casino/contracts/control/journal';
import {
  PACT_CONSUMER,
  PACT_PROVIDER,
  PACT_SPECIFICATION_VERSION,
  type PactFile,
  type PactGenerators,
  type PactInteraction,
} from '@casino/contracts/control/pact';
import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { languageSchema } from '@casino/contracts/core/enums';
import { encodeFormValues } from '@casino/contracts/core/wire';
import { endpoints } from '@casino/contracts/registry';
import { jsonSchemaOf, type RuleSet, rulesOf } from './matching-rules';
import { fromProviderState, generatorNameOf, SECRET_MASK } from './secret-fields';

/**
 * The journal of a world as a Pact V4 file: one interaction per distinct call the app made
 * (method, path, request fields, signed in or not, answer code), the first such call as its
 * example, its rules from the call's contract.
 */

interface KnownCall {
  name: string;
  endpoint: EndpointDefinition;
}

/** `/api<path>` (and its aliases) → the call of the registry. */
const callsByPath = new Map<string, KnownCall>();
for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDefinition][]) {
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])])
    callsByPath.set(`${endpoint.method} /api${path}`, { name, endpoint });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Why a journaled call cannot be in the contract, or null when it can. */
function skipReason(entry: JournalEntry, call: KnownCall | undefined): string | null {
  if (!call) return 'not a call of the contracts';
  if (entry.fault) return `a QA fault acted on it (${entry.fault})`;
  if (entry.override !== null) return 'a QA override answered it';
  if (entry.httpStatus >= 500 || entry.error === null)
    return `no envelope came back (HTTP ${entry.httpStatus})`;
  if (call.endpoint.answer === 'binary') return 'it answers a file, not an envelope';
  if (call.endpoint.encoding === 'multipart') return 'an upload (multipart): its files are not kept';
  return null;
}

/** What makes two calls of one path distinct interactions. */
const variantOf = (entry: JournalEntry) =>
  JSON.stringify([
    entry.method,
    entry.path,
    isRecord(entry.body) ? Object.keys(entry.body).sort() : null,
    isRecord(entry.query) ? Object.keys(entry.query).sort() : null,
    entry.member !== null,
    entry.error,
  ]);

/** A form carries text: a number or a flag is said as the text it is sent as. */
const FORM_TEXT: Record<string, string> = {
  integer: '^-?\\d+$',
  number: '^-?\\d+(\\.\\d+)?$',
  boolean: '^(true|false|0|1)$',
};
function asFormRules(rules: RuleSet) {
  for (const rule of Object.values(rules))
    rule.matchers = rule.matchers.map((matcher) => {
      const regex = FORM_TEXT[matcher.match];
      return regex ? { match: 'regex', regex } : matcher;
    });
}

/** The request's payload with each secret masked, with a ProviderState generator. */
function withoutSecrets(
  payload: Record<string, unknown>,
  generators: Record<string, { type: string; expression: string }>,
) {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    const secret = generatorNameOf(key);
    if (secret) {
      kept[key] = SECRET_MASK;
      generators[`$.${key}`] = fromProviderState(secret);
    } else kept[key] = value;
  }
  return kept;
}

function requestOf(
  entry: JournalEntry,
  call: KnownCall,
  params: Record<string, unknown>,
): PactInteraction['request'] {
  const { endpoint } = call;
  const schema = jsonSchemaOf(endpoint.request, 'input');
  const headers: Record<string, string[]> = {};
  const headerRules: RuleSet = {};
  const generators: PactGenerators = {};
  const language = entry.headers['x-fe-lang'];
  if (language) {
    headers['X-FE-LANG'] = [language];
    rulesOf(jsonSchemaOf(languageSchema, 'input'), language, 'X-FE-LANG', headerRules);
  }
  if (entry.member) {
    headers.Authorization = [SECRET_MASK];
    generators.header = { Authorization: fromProviderState('token') };
  }
  const request: PactInteraction['request'] = { method: entry.method, path: entry.path };
  const bodyRules: RuleSet = {};
  if (endpoint.encoding === 'query') {
    const query = isRecord(entry.query) ? entry.query : {};
    const queryRules: RuleSet = {};
    rulesOf(schema, query, '$', queryRules);
    request.query = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, [String(value)]]));
    // Query rules are by parameter name, not by JSON path.
    const byName = Object.entries(queryRules)
      .filter(([path]) => /^\$\.\w+$/.test(path))
      .map(([path, rule]) => [path.slice(2), rule] as const);
    if (byName.length) request.matchingRules = { query: Object.fromEntries(byName) };
  } else if (isRecord(entry.body)) {
    const bodyGenerators: Record<string, { type: string; expression: string }> = {};
    const body = withoutSecrets(entry.body, bodyGenerators);
    rulesOf(schema, body, '$', bodyRules);
    if (endpoint.encoding === 'form') asFormRules(bodyRules);
    // The fields the app sent, each as sent (the contract's optional ones too), secrets replaced.
    const content = body;
    const contentType =
      endpoint.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    headers['Content-Type'] = [contentType];
    request.body = {
      content: endpoint.encoding === 'form' ? encodeFormValues(content).toString() : content,
      contentType,
      encoded: false,
    };
    if (Object.keys(bodyGenerators).length) generators.body = bodyGenerators;
  }
  request.headers = headers;
  const rules = { ...request.matchingRules };
  if (Object.keys(bodyRules).length) rules.body = bodyRules;
  if (Object.keys(headerRules).length) rules.header = headerRules;
  if (Object.keys(rules).length) request.matchingRules = rules;
  if (Object.keys(generators).length) request.generators = generators;
  // Whom the state hook signs in, or gives a password to: the member of the call.
  if (
    !entry.member &&
    isRecord(entry.body) &&
    typeof entry.body.username === 'string' &&
    request.generators?.body
  )
    params.username = entry.body.username;
  return request;
}

function responseOf(entry: JournalEntry, call: KnownCall): PactInteraction['response'] {
  const bodyRules: RuleSet = { '$.message': { combine: 'AND', matchers: [{ match: 'type' }] } };
  const content: Record<string, unknown> = { error: entry.error, message: entry.message ?? '' };
  // The contracts describe successes; a refusal is its code (compared as it is) and a message.
  if (entry.error === 0) {
    const schema = jsonSchemaOf(call.endpoint.response, 'output');
    content.data = rulesOf(schema, entry.answer, '$.data', bodyRules);
  }
  return {
    status: entry.httpStatus,
    headers: { 'Content-Type': ['application/json; charset=utf-8'] },
    body: { content, contentType: 'application/json', encoded: false },
    matchingRules: {
      header: {
        'Content-Type': { combine: 'AND', matchers: [{ match: 'include', value: 'application/json' }] },
      },
      body: bodyRules,
    },
  };
}

export interface PactExport {
  pact: PactFile;
  /** The calls in the pact, as `METHOD /api/path`, for the OpenAPI subset. */
  used: { method: string; path: string }[];
  skipped: SkippedCall[];
}

/** The journal (oldest first) of a world made from `scenario` as a Pact V4 file. */
export function pactOfJournal(entries: readonly JournalEntry[], scenario: string | null): PactExport {
  const state = providerStateOf(scenario);
  const interactions: PactInteraction[] = [];
  const skipped = new Map<string, SkippedCall>();
  const seen = new Set<string>();
  const descriptions = new Set<string>();
  const used = new Map<string, { method: string; path: string }>();
  for (const entry of entries) {
    const call = callsByPath.get(`${entry.method} ${entry.path}`);
    const reason = skipReason(entry, call);
    const label = `${entry.method} ${entry.path}`;
    if (reason || !call) {
      skipped.set(`${label} ${reason}`, { call: label, reason: reason ?? '' });
      continue;
    }
    const variant = variantOf(entry);
    if (seen.has(variant)) continue;
    seen.add(variant);
    const params: Record<string, unknown> = entry.member ? { username: entry.member.username } : {};
    const request = requestOf(entry, call, params);
    let description = `${call.name}: ${label}${entry.member ? ', signed in' : ''}${entry.error ? `, refused ${entry.error}` : ''}`;
    for (let count = 2; descriptions.has(description); count += 1)
      description = `${description.replace(/ #\d+$/, '')} #${count}`;
    descriptions.add(description);
    used.set(`${call.endpoint.method} ${call.endpoint.path}`, {
      method: call.endpoint.method,
      path: call.endpoint.path,
    });
    interactions.push({
      type: 'Synchronous/HTTP',
      key: `${call.name}-${interactions.length + 1}`,
      description,
      pending: false,
      providerStates: [Object.keys(params).length ? { name: state, params } : { name: state }],
      request,
      response: responseOf(entry, call),
    });
  }
  return {
    pact: {
      consumer: { name: PACT_CONSUMER },
      provider: { name: PACT_PROVIDER },
      interactions,
      metadata: { pactSpecification: { version: PACT_SPECIFICATION_VERSION }, casinoSim: { scenario } },
    },
    used: [...used.values()],
    skipped: [...skipped.values()],
  };
}
