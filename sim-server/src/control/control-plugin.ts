import { controlOperations, type WorldControlName } from '@casino/contracts/control/registry';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contractHandlers } from '../contract/contract-routes';
import { sendEnvelopeError } from '../plugins/envelope';
import { decorateWorldPart } from '../plugins/world-parts';
import { driftHandlers } from '../proxy/drift-routes';
import { installControlErrorHandler } from './control-errors';
import { CONTROL_KEY_HEADER, CONTROL_PREFIX } from './control-http';
import { checkControlKey } from './control-key';
import { installControlNotFound } from './control-not-found';
import { type ControlHandlers, registerControlRoutes } from './control-routes';
import { FaultStore } from './fault-store';
import { journalHandlers } from './journal-routes';
import { observationHandlers } from './observation-routes';
import { overrideHandlers } from './override-control';
import { OverrideStore } from './override-store';
import { RequestJournal } from './request-journal';
import { decorateResetHooks } from './reset-hooks';
import { outcomeHandlers } from './rule-routes';
import { stateHandlers } from './state-routes';
import { registerTrafficHooks } from './traffic-hooks';

declare module 'fastify' {
  interface FastifyInstance {
    simFaults: FaultStore;
    simJournal: RequestJournal;
    simOverrides: OverrideStore;
  }
}

export interface ControlPlaneOptions {
  /** The key every `/__sim` request must carry in `X-Sim-Key`. */
  controlKey: string;
}

/** Every in-world operation of the contracts' control plane, each with its handler. */
const handlers: ControlHandlers<WorldControlName> = {
  ...stateHandlers,
  ...outcomeHandlers,
  ...observationHandlers,
  ...journalHandlers,
  ...overrideHandlers,
  ...driftHandlers,
  ...contractHandlers,
};

/**
 * The QA control plane of one world: `/__sim/*` routes behind the control key, plus the fault,
 * override and journal hooks on `/api`. Registered only outside production mode, so a production-like
 * simulator has neither the routes nor the hooks.
 */
export const controlPlanePlugin = fp(
  async (app: FastifyInstance, options: ControlPlaneOptions) => {
    const faults = app.worlds.part('faults', () => new FaultStore());
    const journal = app.worlds.part('journal', () => new RequestJournal(app.env.SIM_JOURNAL_SIZE));
    const overrides = app.worlds.part('overrides', () => new OverrideStore());
    decorateWorldPart(app, 'simFaults', faults.get);
    decorateWorldPart(app, 'simJournal', journal.get);
    decorateWorldPart(app, 'simOverrides', overrides.get);
    decorateResetHooks(app);
    registerTrafficHooks(app);
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request, reply) => {
          const refusal = checkControlKey(request.headers[CONTROL_KEY_HEADER], options.controlKey);
          if (refusal) return sendEnvelopeError(reply, refusal.code, refusal.message, refusal.status);
        });
        installControlErrorHandler(scope);
        installControlNotFound(
          scope,
          (Object.keys(handlers) as WorldControlName[]).map((name) => controlOperations[name]),
        );
        registerControlRoutes(scope, handlers);
      },
      { prefix: CONTROL_PREFIX },
    );
  },
  { name: 'control-plane', dependencies: ['clock', 'database', 'jobs', 'outcome-rules', 'envelope'] },
);
