import type { FastifyInstance } from 'fastify';

/** Handlers of the rewards calls (filled by the module's implementation). */
export async function registerRewardRoutes(_app: FastifyInstance) {}
