import type { FastifyInstance } from 'fastify';

/** Handlers of the files calls (filled by the module's implementation). */
export async function registerFileRoutes(_app: FastifyInstance) {}
