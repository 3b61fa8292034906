import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { ApiErrorCode, type FieldProblem, type ValidationDetails } from '@casino/contracts/core/envelope';
import { decodeFormValues } from '@casino/contracts/core/form-values';
import { findUndeclaredKeys } from '@casino/contracts/core/strict-keys';
import { SESSION_CALLS } from '@casino/contracts/refusals';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountDisabled, EnvelopeError, notSignedIn } from '../errors';
import { memberForToken, tokenFromRequest } from '../modules/auth/session-tokens';
import { patchableGameList } from '../modules/games/game-list-patch';
import { AnswerCache, CACHED_ANSWERS, type KeptPatch } from './answer-cache';
import { type ApiHandlers, type EndpointHandler, type EndpointName, makeContext } from './handlers';
import { assertRefusalDeclared } from './refusal-check';
import { holdWhileSent } from './reused-bytes';

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** The refused fields for the envelope's `data` (contracts `validationDetailsSchema`). */
function validationDetails(error: z.ZodError, input: unknown): ValidationDetails {
  const valueAt = (path: readonly PropertyKey[]): unknown =>
    path.reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
      input,
    );
  const problemOf = (issue: z.core.$ZodIssue): FieldProblem => {
    if (issue.code === 'too_big') return 'too_long';
    if (issue.code === 'invalid_type' && valueAt(issue.path) === undefined) return 'missing';
    if (issue.code === 'too_small' && issue.minimum === 1) return 'missing';
    return 'invalid';
  };
  const fields = error.issues
    .filter((issue) => issue.path.length > 0)
    .map((issue) => ({ field: issue.path.map(String).join('.'), problem: problemOf(issue) }));
  return { fields };
}

function rawInput(endpoint: EndpointDefinition, request: FastifyRequest): Record<string, unknown> {
  const source = endpoint.encoding === 'query' ? request.query : request.body;
  // No body at all is "no payload"; a JSON `null` is a payload of the wrong type.
  if (source === undefined) return {};
  if (source === null || typeof source !== 'object' || Array.isArray(source)) {
    throw new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, 'The payload must be an object', 400);
  }
  const isForm =
    endpoint.encoding === 'query' || request.headers['content-type']?.includes('form-urlencoded');
  return isForm
    ? decodeFormValues(endpoint.request, source as Record<string, unknown>)
    : (source as Record<string, unknown>);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A payload checked against its call's contract; `json` its text, for kept calls' keys. */
interface ValidInput {
  input: unknown;
  json: string;
}

/** Validated payloads a kept call remembers before it starts again. */
const INPUTS_KEPT = 256;

/**
 * Checks a raw payload against the call's contract, refusing it with the fields at fault. A kept
 * call (`remember`) keeps its validated payloads by the raw payload's JSON: the lobby sends the
 * same few, and parsing each with zod was a twentieth of a kept read's CPU (the mixed-load bench).
 * A kept payload is frozen, as every request that sends it shares it.
 */
function inputValidator(endpoint: EndpointDefinition, remember: boolean) {
  const known = new Map<string, ValidInput>();
  return (raw: Record<string, unknown>): ValidInput => {
    const rawJson = remember ? JSON.stringify(raw) : '';
    const found = remember ? known.get(rawJson) : undefined;
    if (found) return found;
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) {
      throw new EnvelopeError(
        ApiErrorCode.VALIDATION_FAILED,
        `Invalid request: ${describeIssues(parsed.error)}`,
        400,
        validationDetails(parsed.error, raw),
      );
    }
    if (!remember) return { input: parsed.data, json: '' };
    const validated = { input: Object.freeze(parsed.data), json: JSON.stringify(parsed.data) };
    if (known.size >= INPUTS_KEPT) known.clear();
    known.set(rawJson, validated);
    return validated;
  };
}

/** Kept answers that follow later writes instead of being computed again (decision 060). */
const PATCHED_ANSWERS: ReadonlyMap<
  EndpointDefinition,
  (sqlite: FastifyInstance['sqlite'], input: Record<string, unknown>, sent: Buffer) => KeptPatch | null
> = new Map([[endpoints.gameListPage, patchableGameList]]);

/**
 * Registers every endpoint of the registry under /api: decode the body per encoding,
 * resolve the caller, check access, validate against the contract, run the handler, check
 * the answer against the contract (when asked), wrap it in the envelope. Calls listed in
 * `CACHED_ANSWERS` answer from the world's answer cache while its database is unchanged; a
 * kept answer was checked against the contract when it was computed.
 */
export async function registerEndpointRoutes(
  app: FastifyInstance,
  handlers: ApiHandlers,
  options: { validateAnswers: boolean },
) {
  const answerCache = app.worlds.part(
    'answer-cache',
    (world) => new AnswerCache(world.named('database').sqlite, () => world.named('clock').offset()),
  );
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, EndpointDefinition][]) {
    const scope = CACHED_ANSWERS.get(endpoint);
    const patchable = PATCHED_ANSWERS.get(endpoint);
    // Each handler was checked against its own endpoint's types in `ApiHandlers`; here they
    // are run through one generic path.
    const handler = handlers[name] as unknown as EndpointHandler<EndpointDefinition>;
    const validate = inputValidator(endpoint, scope !== undefined);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = tokenFromRequest(request);
      const sessionMember = memberForToken(app.db, token, app.clock.now());
      // A member disabled after signing in keeps the session only to be told so (decision 035):
      // the session calls answer the member with enabled 0, other member calls refuse with
      // ACCOUNT_DISABLED, and a public call serves a visitor.
      const member = sessionMember?.enabled || SESSION_CALLS.has(name) ? sessionMember : null;
      if (endpoint.auth === 'member' && !member) throw sessionMember ? accountDisabled() : notSignedIn();
      let validated: ValidInput;
      if (endpoint.encoding === 'multipart') {
        if (!request.isMultipart()) {
          throw new EnvelopeError(
            ApiErrorCode.UNSUPPORTED_CONTENT_TYPE,
            'This call takes multipart/form-data',
            415,
          );
        }
        // The files and fields are read by the handler, from the request.
        validated = { input: {}, json: '{}' };
      } else {
        validated = validate(rawInput(endpoint, request));
      }
      // A visitor (no live session) is nobody in particular: one answer for every such caller.
      const caller = scope === 'caller' && member ? `${member.id}|${token}` : '';
      const key = scope ? `${name}|${caller}|${validated.json}` : null;
      const answers = answerCache.get();
      const kept = key === null ? undefined : answers.get(key);
      if (kept !== undefined) {
        // Before anything else runs: a later bet may replace this page and reuse its memory.
        holdWhileSent(kept, reply.raw);
        return reply.type(JSON_TYPE).send(kept);
      }
      const stamp = key === null ? 0 : answers.stamp();
      let data: unknown;
      try {
        data = await handler(
          makeContext({ input: validated.input as never, member, token, request, reply, app }),
        );
      } catch (error) {
        // Refusals are checked against the call's declared ones, as answers against the contract.
        if (options.validateAnswers) assertRefusalDeclared(name, endpoint, error);
        throw error;
      }
      if (reply.sent || endpoint.answer === 'binary') return reply;
      if (options.validateAnswers) assertAnswerMatchesContract(name, endpoint, data);
      const envelope = { error: ApiErrorCode.OK, message: 'success', data: data ?? null };
      if (key === null) return reply.send(envelope);
      // Serialised here as Fastify would (JSON.stringify), so the kept bytes are the same answer;
      // the kept bytes are what is sent, encoded once.
      const text = JSON.stringify(envelope);
      const follow =
        patchable &&
        ((bytes: Buffer) => patchable(app.sqlite, validated.input as Record<string, unknown>, bytes));
      return reply.type(JSON_TYPE).send(answers.keep(key, stamp, text, follow) ?? text);
    };
    for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      app.route({ method: endpoint.method, url: `/api${path}`, handler: handle });
    }
  }
}

/** In tests and dev the simulator checks its own answers, so drift from the contract fails loudly. */
function assertAnswerMatchesContract(name: string, endpoint: EndpointDefinition, data: unknown) {
  const parsed = endpoint.response.safeParse(data ?? null);
  if (!parsed.success) {
    throw new Error(
      `Answer of ${name} (${endpoint.path}) breaks its contract: ${describeIssues(parsed.error)}`,
    );
  }
  const extra = findUndeclaredKeys(endpoint.response, data);
  if (extra.length > 0)
    throw new Error(`Answer of ${name} (${endpoint.path}) has undeclared fields: ${extra.join(', ')}`);
}
