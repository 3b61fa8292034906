import type { FastifyInstance } from 'fastify';

/** Handlers of the reference calls (filled by the module's implementation). */
export async function registerReferenceRoutes(_app: FastifyInstance) {}
