import type { IncomingMessage, ServerResponse } from 'node:http';
import { forkIdOf, replicaOfWorld } from '@casino/contracts/control/farm';
import type { ControlOperation, ParsedControlInput } from '@casino/contracts/control/operation';
import {
  type ControlOperations,
  controlOperations,
  type DispatcherControlName,
} from '@casino/contracts/control/registry';
import { describeIssues } from '@casino/contracts/control/scenario';
import { WORLD_IMPORT_MAX_BYTES } from '@casino/contracts/control/worlds';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { parseCookie } from 'cookie';
import getRawBody from 'raw-body';
import type { z } from 'zod';
import { controlStatusOf } from '../control/control-errors';
import { checkControlKey } from '../control/control-key';
import { EnvelopeError } from '../errors';
import { SECURITY_HEADERS } from '../plugins/security-headers';
import {
  type RequestHandler,
  type World,
  WorldIdTaken,
  type WorldRegistry,
  WorldsFullError,
} from './world-registry';
import { captureWorld, readWorldFile, WorldFileError } from './world-snapshot';

export const WORLD_HEADER = 'x-sim-world';
export const WORLD_COOKIE = 'sim_world';
export const CONTROL_KEY_HEADER = 'x-sim-key';
/** The farm replica that answered (SIM_REPLICA), on every answer of a replica. */
export const REPLICA_HEADER = 'x-sim-replica';

/** Paths whose state lives in a world; everything else (the built app, docs) is shared. */
const WORLD_SCOPED = /^\/(api|__sim|sim)(\/|$)/;
const CONTROL_PATH = /^\/__sim(\/|$)/;
/** `/__sim/worlds`, `/__sim/worlds/<id>`, `/__sim/worlds/<id>/export|fork` (`import` stands as an id). */
const WORLDS_PATH = /^\/__sim\/worlds(?:\/([\w.-]+)(?:\/(export|fork))?)?\/?$/;
/** A world's settings are one scenario name: far below this. */
const WORLD_BODY_LIMIT = 64 * 1024;

/**
 * The world of a request: header first, then the cookie. The dispatcher sits before any Fastify
 * app, so it reads the cookie with `cookie`, the parser @fastify/cookie and Express use
 * (percent-encoding and the spacing browsers vary handled), not a hand-made split.
 */
export function worldIdOf(request: IncomingMessage): string | null {
  const header = request.headers[WORLD_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const cookie = request.headers.cookie;
  return cookie ? parseCookie(cookie)[WORLD_COOKIE] || null : null;
}

function sendJson(
  response: ServerResponse,
  status: number,
  error: number,
  message: string,
  data: unknown = null,
  headers: Record<string, string> = {},
) {
  // Answered before the app, so its security-headers hook does not run: set here.
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'content-type': 'application/json; charset=utf-8',
  });
  response.end(JSON.stringify({ error, message, data }));
}

/** raw-body's refusals carry the HTTP status they stand for. */
const statusOfBodyError = (cause: unknown) => (cause as { status?: number }).status;

/**
 * The body of a world request as a JSON object, read with raw-body: bounded by a limit, checked
 * against Content-Length, stopped early when too large (a 413, not a buffered stream).
 */
async function readJson(
  request: IncomingMessage,
  limit = WORLD_BODY_LIMIT,
): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await getRawBody(request, {
      limit,
      length: request.headers['content-length'] ?? null,
      encoding: 'utf8',
    });
  } catch (cause) {
    if (statusOfBodyError(cause) === 413) {
      throw new EnvelopeError(
        ApiErrorCode.PAYLOAD_TOO_LARGE,
        `The body is too large (at most ${Math.round(limit / 1024)} KiB here)`,
        413,
      );
    }
    throw new EnvelopeError(ApiErrorCode.MALFORMED_BODY, `Unreadable body: ${(cause as Error).message}`, 400);
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new EnvelopeError(
      ApiErrorCode.MALFORMED_BODY,
      `Malformed JSON body: ${(cause as Error).message}`,
      400,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new EnvelopeError(
      ApiErrorCode.MALFORMED_BODY,
      'Malformed JSON body: the body must be an object',
      400,
    );
  }
  return parsed as Record<string, unknown>;
}

const describeWorld = (world: World) => ({
  id: world.id,
  scenario: world.scenario,
  createTime: new Date(world.createTime).toISOString(),
  lastUsed: new Date(world.lastUsed).toISOString(),
  cookie: `${WORLD_COOKIE}=${world.id}`,
});

export interface DispatcherOptions {
  /** The worlds, and the process's app that serves them all (its own world is the default one). */
  registry: WorldRegistry;
  /** null in production-like mode: no world can be made or chosen. */
  controlKey: string | null;
}

type WorldHandlers = {
  [K in DispatcherControlName]: (
    input: ParsedControlInput<ControlOperations[K]>,
    request: IncomingMessage,
  ) => Promise<z.input<ControlOperations[K]['response']>>;
};

/** At the cap with every world within its lease: 503, and Retry-After says when to try again. */
class NoRoomError extends EnvelopeError {
  constructor(readonly full: WorldsFullError) {
    super(ApiErrorCode.SERVICE_UNAVAILABLE, full.message, 503);
  }
}

/** A world made (created, imported, forked); at the cap, a NoRoomError; `refused` turns other failures into 400. */
async function worldMade(making: Promise<World>, refused: (cause: Error) => boolean) {
  try {
    return describeWorld(await making);
  } catch (cause) {
    if (cause instanceof WorldsFullError) throw new NoRoomError(cause);
    if (cause instanceof WorldIdTaken)
      throw new EnvelopeError(ApiErrorCode.BUSINESS_RULE, cause.message, 409);
    if (refused(cause as Error))
      throw new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, (cause as Error).message, 400);
    throw cause;
  }
}

/**
 * The message for a world named after another replica of the farm (decision 058): the router
 * sent it here because that replica no longer answers. Null when the world is not one of those.
 */
export function lostWorldMessage(registry: WorldRegistry, id: string): string | null {
  const holder = replicaOfWorld(id);
  if (!registry.replica || !holder || holder === registry.replica) return null;
  return `World ${id} was lost with replica ${holder}: the router sent it to replica ${registry.replica} because ${holder} no longer answers (or the farm changed). Create a new world.`;
}

/** On a replica, a new world's id is the router's hash key: chosen by the client, sent in the header too. */
function checkChosenId(registry: WorldRegistry, id: string | undefined, routedBy: string | null) {
  if (registry.replica && id === undefined) {
    throw new EnvelopeError(
      ApiErrorCode.VALIDATION_FAILED,
      `This simulator is replica ${registry.replica} of a farm: choose the new world's id and send it as "id" (the body's on create, the query's on import) and in the X-Sim-World header, which the router hashes (the typed control client does)`,
      400,
    );
  }
  if (id !== undefined && routedBy !== null && routedBy !== id) {
    throw new EnvelopeError(
      ApiErrorCode.VALIDATION_FAILED,
      `X-Sim-World (${routedBy}) must be the new world's id (${id}): a farm's router hashes it to choose the replica`,
      400,
    );
  }
  if (registry.replica && id !== undefined && routedBy === null) {
    throw new EnvelopeError(
      ApiErrorCode.VALIDATION_FAILED,
      `This simulator is replica ${registry.replica} of a farm: send the new world's id (${id}) in the X-Sim-World header too, which the router hashes`,
      400,
    );
  }
}

/** The world id a farm's router hashed to send the request here (X-Sim-World), if any. */
function routedWorld(request: IncomingMessage): string | null {
  const header = request.headers[WORLD_HEADER];
  return typeof header === 'string' ? header.trim() || null : null;
}

/** The contracts' world operations, each with its handler (a missing one fails the type check). */
function worldHandlers(registry: WorldRegistry): WorldHandlers {
  const served = (id: string) => {
    if (id === 'default')
      throw new EnvelopeError(
        ApiErrorCode.NOT_FOUND,
        'The default world lives on SIM_DATA_DIR and is not an isolated world: export or fork an isolated one (POST /__sim/worlds makes one)',
        404,
      );
    const world = registry.get(id);
    if (!world) throw new EnvelopeError(ApiErrorCode.NOT_FOUND, registry.unknownWorldMessage(id), 404);
    return world;
  };
  return {
    listWorlds: async () => registry.list().map(describeWorld),
    createWorld: async ({ body }, request) => {
      checkChosenId(registry, body.id, routedWorld(request));
      // An id taken is 409; an unknown scenario, or one that does not apply, is the caller's: 400.
      return worldMade(registry.create(body.scenario ?? null, body.id), () => true);
    },
    closeWorld: async ({ params }) => {
      if (!(await registry.delete(params.id))) {
        const lost = lostWorldMessage(registry, params.id);
        if (lost) throw new EnvelopeError(ApiErrorCode.GONE, lost, 410);
        throw new EnvelopeError(ApiErrorCode.NOT_FOUND, registry.unknownWorldMessage(params.id), 404);
      }
      return { id: params.id };
    },
    exportWorld: async ({ params, query }) => {
      const world = served(params.id);
      return registry.run(world, () => captureWorld(registry.app, world, query.journal)).snapshot;
    },
    // The body was checked by readWorldFile before the schema (dispatcher below): a file refused
    // there never reaches here, and a world is made only from a file that passed.
    importWorld: async ({ body, query }, request) => {
      checkChosenId(registry, query.id, routedWorld(request));
      return worldMade(registry.restore(readWorldFile(body), { key: query.id }), () => false);
    },
    forkWorld: async ({ params }) => {
      const world = served(params.id);
      const copy = registry.run(world, () => captureWorld(registry.app, world, true));
      return worldMade(registry.restore(copy, { id: forkIdOf(world.id) }), () => false);
    },
  };
}

function operationOf(
  method: string | undefined,
  id: string | undefined,
  action: string | undefined,
): DispatcherControlName | null {
  if (action === 'export') return method === 'GET' ? 'exportWorld' : null;
  if (action === 'fork') return method === 'POST' ? 'forkWorld' : null;
  if (id === 'import') return method === 'POST' ? 'importWorld' : null;
  if (method === 'GET' && !id) return 'listWorlds';
  if (method === 'POST' && !id) return 'createWorld';
  if (method === 'DELETE' && id) return 'closeWorld';
  return null;
}

/** The methods a worlds path takes, for a 405's Allow header. */
function allowedOn(id: string | undefined, action: string | undefined): string {
  if (action === 'export') return 'GET';
  if (action === 'fork' || id === 'import') return 'POST';
  return id ? 'DELETE' : 'GET, POST';
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return {};
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, describeIssues(parsed.error), 400);
  }
  return parsed.data;
}

/**
 * The one HTTP handler of the simulator process: picks the world of each request (header
 * `X-Sim-World` or cookie `sim_world`; none means the default world on the data dir) and
 * manages worlds at `/__sim/worlds` behind the control key.
 */
export function createDispatcher({ registry, controlKey }: DispatcherOptions): RequestHandler {
  const handlers = worldHandlers(registry);
  const manageWorlds = async (
    request: IncomingMessage,
    response: ServerResponse,
    id: string | undefined,
    action: string | undefined,
  ) => {
    const name = operationOf(request.method, id, action);
    if (!name) {
      return sendJson(
        response,
        405,
        ApiErrorCode.METHOD_NOT_ALLOWED,
        'Use GET or POST /__sim/worlds, DELETE /__sim/worlds/<id>, GET /__sim/worlds/<id>/export, ' +
          'POST /__sim/worlds/<id>/fork or POST /__sim/worlds/import',
        null,
        { allow: allowedOn(id, action) },
      );
    }
    const operation: ControlOperation = controlOperations[name];
    try {
      const importing = name === 'importWorld';
      const body = operation.body
        ? await readJson(request, importing ? WORLD_IMPORT_MAX_BYTES : undefined)
        : {};
      const search = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
      const input = {
        params: parsePart(operation.params, importing ? {} : { id }),
        query: parsePart(operation.query, Object.fromEntries(search)),
        // An import file is read by readWorldFile, whose messages name what is wrong with the file.
        body: importing ? body : parsePart(operation.body, body),
      };
      const handler = handlers[name] as (input: unknown, request: IncomingMessage) => Promise<unknown>;
      const data = await handler(input, request);
      const headers: Record<string, string> =
        name === 'exportWorld' ? { 'content-disposition': `attachment; filename="${id}.world.json"` } : {};
      return sendJson(response, operation.status ?? 200, 0, 'success', data, headers);
    } catch (error) {
      if (error instanceof WorldFileError)
        return sendJson(response, 400, ApiErrorCode.VALIDATION_FAILED, error.message);
      if (!(error instanceof EnvelopeError)) throw error;
      const headers: Record<string, string> =
        error instanceof NoRoomError ? { 'retry-after': String(error.full.retryAfterSeconds) } : {};
      return sendJson(response, controlStatusOf(error.code), error.code, error.message, null, headers);
    }
  };

  return (request, response) => {
    if (registry.replica) response.setHeader(REPLICA_HEADER, registry.replica);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const managed = controlKey ? WORLDS_PATH.exec(path) : null;
    if (managed && controlKey) {
      const refusal = checkControlKey(request.headers[CONTROL_KEY_HEADER], controlKey);
      if (refusal) return sendJson(response, refusal.status, refusal.code, refusal.message);
      manageWorlds(request, response, managed[1], managed[2]).catch(() => {
        if (!response.headersSent)
          sendJson(response, 500, ApiErrorCode.SERVER_ERROR, 'World management failed');
      });
      return;
    }
    const worldId = controlKey && WORLD_SCOPED.test(path) ? worldIdOf(request) : null;
    if (!worldId || worldId === 'default') return registry.serveDefault(request, response);
    const world = registry.get(worldId);
    if (!world) {
      // A control request learns nothing about worlds without the key (each world checks its own).
      const refusal =
        controlKey && CONTROL_PATH.test(path)
          ? checkControlKey(request.headers[CONTROL_KEY_HEADER], controlKey)
          : null;
      if (refusal) return sendJson(response, refusal.status, refusal.code, refusal.message);
      // Never a new empty world in its place: its test would go on against the wrong state.
      const lost = lostWorldMessage(registry, worldId);
      if (lost) return sendJson(response, 410, ApiErrorCode.GONE, lost);
      return sendJson(response, 404, ApiErrorCode.NOT_FOUND, registry.unknownWorldMessage(worldId));
    }
    registry.serve(world, request, response);
  };
}
