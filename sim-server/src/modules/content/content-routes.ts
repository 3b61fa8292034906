import type { FastifyInstance } from 'fastify';

/** Handlers of the content calls (filled by the module's implementation). */
export async function registerContentRoutes(_app: FastifyInstance) {}
