import type { FastifyInstance } from 'fastify';

/** Handlers of the withdrawals calls (filled by the module's implementation). */
export async function registerWithdrawalRoutes(_app: FastifyInstance) {}
