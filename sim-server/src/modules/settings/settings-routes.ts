import type { FastifyInstance } from 'fastify';

/** Handlers of the settings calls (filled by the module's implementation). */
export async function registerSettingsRoutes(_app: FastifyInstance) {}
