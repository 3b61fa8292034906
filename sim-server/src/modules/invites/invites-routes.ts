import type { FastifyInstance } from 'fastify';

/** Handlers of the invites calls (filled by the module's implementation). */
export async function registerInviteRoutes(_app: FastifyInstance) {}
