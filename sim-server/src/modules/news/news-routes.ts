import type { FastifyInstance } from 'fastify';

/** Handlers of the news calls (filled by the module's implementation). */
export async function registerNewsRoutes(_app: FastifyInstance) {}
