import type { FastifyInstance } from 'fastify';

/** Handlers of the games calls (filled by the module's implementation). */
export async function registerGameRoutes(_app: FastifyInstance) {}
