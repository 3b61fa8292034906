import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** What `/__sim/reset` runs besides wiping the database: modules forget their in-memory state. */
    simResetHooks: Array<() => void>;
  }
}

/** Called by the control plane plugin: one list for every world and scope of the app (each hook acts on the world it runs in). */
export function decorateResetHooks(app: FastifyInstance) {
  app.decorate('simResetHooks', []);
}

/**
 * A module's in-memory state to forget on `/__sim/reset` (the login limiter's counts...). In
 * production-like mode there is no control plane and so nothing to register with: a no-op.
 */
export function onSimReset(app: FastifyInstance, hook: () => void) {
  if (app.hasDecorator('simResetHooks')) app.simResetHooks.push(hook);
}

export function runResetHooks(app: FastifyInstance) {
  for (const hook of app.simResetHooks) hook();
}
