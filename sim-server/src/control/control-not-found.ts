import {
  CONTROL_PREFIX,
  type ControlMethod,
  type ControlOperation,
  routePathOf,
} from '@casino/contracts/control/operation';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelopeError } from '../plugins/envelope';

/** Every method a control operation may have. */
const CONTROL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies readonly ControlMethod[];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The methods a control path takes, from the operations' paths (`{name}` is one path segment).
 * HEAD comes with GET, as Fastify answers it.
 */
export function controlMethodsOf(operations: readonly ControlOperation[]): (path: string) => string[] {
  const routes = operations.map((operation) => ({
    method: operation.method,
    pattern: new RegExp(
      `^${escapeRegex(CONTROL_PREFIX + operation.path).replace(/\\\{\w+\\\}/g, '[^/]+')}/?$`,
    ),
  }));
  return (path) => {
    const methods = new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method));
    return [...methods, ...(methods.has('GET') ? ['HEAD'] : [])];
  };
}

/**
 * A `/__sim` path no route has for this method: 405 with `Allow` when the path exists with other
 * methods (a PUT on the reset), so a QA tool tells a misuse from a typo; else 404. Both in the
 * control plane's envelope, and after the key check (set inside the keyed scope), so a caller
 * without the key learns nothing about routes.
 */
export function installControlNotFound(scope: FastifyInstance, operations: readonly ControlOperation[]) {
  const methodsOf = controlMethodsOf(operations);
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const methods = methodsOf(path);
    if (methods.length > 0) {
      void reply.header('Allow', methods.join(', '));
      return sendEnvelopeError(
        reply,
        ApiErrorCode.METHOD_NOT_ALLOWED,
        `${path} takes ${methods.join(', ')}, not ${request.method}`,
        405,
      );
    }
    return sendEnvelopeError(
      reply,
      ApiErrorCode.UNKNOWN_PATH,
      `Unknown path: ${request.method} ${path}`,
      404,
    );
  };
  scope.setNotFoundHandler(refuse);
  // Each path's other methods as routes of their own: a wider route outside this scope (the web
  // app's `GET /*`) would otherwise take a GET on a POST path and answer the unknown-path 404.
  const taken = new Map<string, Set<string>>();
  for (const operation of operations) {
    const url = routePathOf(operation);
    taken.set(url, new Set([...(taken.get(url) ?? []), operation.method]));
  }
  for (const [url, methods] of taken) {
    const others = CONTROL_METHODS.filter((method) => !methods.has(method));
    if (others.length > 0) scope.route({ method: others, url, handler: refuse });
  }
}
