import type { FastifyInstance } from 'fastify';

/** Handlers of the bonuses calls (filled by the module's implementation). */
export async function registerBonusRoutes(_app: FastifyInstance) {}
