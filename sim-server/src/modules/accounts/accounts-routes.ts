import type { FastifyInstance } from 'fastify';

/** Handlers of the accounts calls (filled by the module's implementation). */
export async function registerAccountRoutes(_app: FastifyInstance) {}
