import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiErrorCode } from '@casino/contracts/envelope';
import type { RequestHandler, World, WorldRegistry } from './world-registry';

export const WORLD_HEADER = 'x-sim-world';
export const WORLD_COOKIE = 'sim_world';
export const CONTROL_KEY_HEADER = 'x-sim-key';

/** Paths whose state lives in a world; everything else (the built app, docs) is shared. */
const WORLD_SCOPED = /^\/(api|__sim|sim)(\/|$)/;
const WORLDS_PATH = /^\/__sim\/worlds(?:\/([\w-]+))?\/?$/;

export function worldIdOf(request: IncomingMessage): string | null {
  const header = request.headers[WORLD_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const cookie = request.headers.cookie ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === WORLD_COOKIE && rest.length > 0) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function sendJson(
  response: ServerResponse,
  status: number,
  error: number,
  message: string,
  data: unknown = null,
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error, message, data }));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('Body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('Body must be an object');
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
  defaultWorld: RequestHandler;
  registry: WorldRegistry;
  /** null in production-like mode: no world can be made or chosen. */
  controlKey: string | null;
}

/**
 * The one HTTP handler of the simulator process: picks the world of each request (header
 * `X-Sim-World` or cookie `sim_world`; none means the default world on the data dir) and
 * manages worlds at `/__sim/worlds` behind the control key.
 */
export function createDispatcher({ defaultWorld, registry, controlKey }: DispatcherOptions): RequestHandler {
  const manageWorlds = async (request: IncomingMessage, response: ServerResponse, id: string | undefined) => {
    if (request.headers[CONTROL_KEY_HEADER] !== controlKey) {
      return sendJson(response, 401, ApiErrorCode.FORBIDDEN, 'The control plane needs the X-Sim-Key header');
    }
    if (request.method === 'GET' && !id) {
      return sendJson(response, 200, 0, 'success', registry.list().map(describeWorld));
    }
    if (request.method === 'POST' && !id) {
      let body: Record<string, unknown>;
      try {
        body = await readJson(request);
      } catch (cause) {
        return sendJson(
          response,
          400,
          ApiErrorCode.MALFORMED_BODY,
          `Malformed JSON body: ${(cause as Error).message}`,
        );
      }
      const scenario = body.scenario === undefined || body.scenario === null ? null : body.scenario;
      if (scenario !== null && typeof scenario !== 'string') {
        return sendJson(response, 400, ApiErrorCode.VALIDATION_FAILED, 'scenario: expected a scenario name');
      }
      try {
        const world = await registry.create(scenario);
        return sendJson(response, 201, 0, 'success', describeWorld(world));
      } catch (cause) {
        return sendJson(response, 400, ApiErrorCode.VALIDATION_FAILED, (cause as Error).message);
      }
    }
    if (request.method === 'DELETE' && id) {
      const deleted = await registry.delete(id);
      return deleted
        ? sendJson(response, 200, 0, 'success', { id })
        : sendJson(response, 404, ApiErrorCode.NOT_FOUND, `Unknown world: ${id}`);
    }
    return sendJson(
      response,
      405,
      ApiErrorCode.METHOD_NOT_ALLOWED,
      'Use GET or POST /__sim/worlds, DELETE /__sim/worlds/<id>',
    );
  };

  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const managed = controlKey ? WORLDS_PATH.exec(path) : null;
    if (managed) {
      manageWorlds(request, response, managed[1]).catch(() => {
        if (!response.headersSent)
          sendJson(response, 500, ApiErrorCode.SERVER_ERROR, 'World management failed');
      });
      return;
    }
    const worldId = controlKey && WORLD_SCOPED.test(path) ? worldIdOf(request) : null;
    if (!worldId || worldId === 'default') return defaultWorld(request, response);
    const world = registry.get(worldId);
    if (!world) {
      return sendJson(
        response,
        404,
        ApiErrorCode.NOT_FOUND,
        `Unknown world: ${worldId} (it may have been closed)`,
      );
    }
    world.handle(request, response);
  };
}
