import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendEnvelopeError } from './envelope';

/**
 * Unknown paths get an envelope too: 404 for a path no call has, 405 when the path exists
 * with another method (a GET on a POST call), so a caller can tell a typo from a misuse.
 * The statuses follow the codes (decision 022).
 */
export const notFoundPlugin = fp(
  async (app: FastifyInstance, options: { registry: Record<string, EndpointDefinition> }) => {
    const methodsByPath = new Map<string, string>();
    for (const endpoint of Object.values(options.registry)) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])])
        methodsByPath.set(`/api${path}`, endpoint.method);
    }
    app.setNotFoundHandler((request, reply) => {
      const path = (request.url.split('?')[0] ?? '').replace(/\/$/, '');
      const method = methodsByPath.get(path);
      if (method && method !== request.method) {
        void reply.header('Allow', method);
        return sendEnvelopeError(
          reply,
          ApiErrorCode.METHOD_NOT_ALLOWED,
          `${path} takes ${method}, not ${request.method}`,
        );
      }
      return sendEnvelopeError(reply, ApiErrorCode.UNKNOWN_PATH, `Unknown path: ${request.method} ${path}`);
    });
  },
  { name: 'not-found' },
);
