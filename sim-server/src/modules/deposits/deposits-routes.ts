import type { FastifyInstance } from 'fastify';

/** Handlers of the deposits calls (filled by the module's implementation). */
export async function registerDepositRoutes(_app: FastifyInstance) {}
