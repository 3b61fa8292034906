import { ApiErrorCode } from '@casino/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendEnvelopeError } from '../plugins/envelope';
import { CONTROL_KEY_HEADER, CONTROL_PREFIX } from './control-http';
import { FaultStore } from './fault-store';
import { registerObservationRoutes } from './observation-routes';
import { RequestJournal } from './request-journal';
import { decorateResetHooks } from './reset-hooks';
import { registerStateRoutes } from './state-routes';
import { registerTrafficHooks } from './traffic-hooks';

declare module 'fastify' {
  interface FastifyInstance {
    simFaults: FaultStore;
    simJournal: RequestJournal;
  }
}

export interface ControlPlaneOptions {
  /** The key every `/__sim` request must carry in `X-Sim-Key`. */
  controlKey: string;
}

/**
 * The QA control plane of one world: `/__sim/*` routes behind the control key, plus the fault
 * and journal hooks on `/api`. Registered only outside production mode, so a production-like
 * simulator has neither the routes nor the hooks.
 */
export const controlPlanePlugin = fp(
  async (app: FastifyInstance, options: ControlPlaneOptions) => {
    app.decorate('simFaults', new FaultStore());
    app.decorate('simJournal', new RequestJournal(500));
    decorateResetHooks(app);
    registerTrafficHooks(app);
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request, reply) => {
          if (request.headers[CONTROL_KEY_HEADER] !== options.controlKey) {
            return sendEnvelopeError(
              reply,
              ApiErrorCode.FORBIDDEN,
              'The control plane needs the X-Sim-Key header',
              401,
            );
          }
        });
        registerStateRoutes(scope);
        registerObservationRoutes(scope);
      },
      { prefix: CONTROL_PREFIX },
    );
  },
  { name: 'control-plane' },
);
