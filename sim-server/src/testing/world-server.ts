import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import inject from 'light-my-request';
import type { BuildAppOptions } from '../app';
import { createDispatcher } from '../worlds/dispatcher';
import { type World, type WorldLimits, WorldRegistry } from '../worlds/world-registry';

export interface ServeWorldsOptions {
  /** The app's options (in memory, answers checked, unless given). */
  app?: BuildAppOptions;
  limits?: Partial<WorldLimits>;
  /** What a new world gets after its seed (the scenario loader by default). */
  prepare?: (app: FastifyInstance, scenario: string | null) => Promise<void>;
  /** The registry's clock (leases, idle times), for tests that move it. */
  now?: () => number;
  /** The dispatcher's control key; the app's SIM_CONTROL_KEY unless given, none in production mode. */
  controlKey?: string | null;
}

export interface ServedWorlds {
  /** `http://127.0.0.1:<port>` */
  base: string;
  registry: WorldRegistry;
  close(): Promise<void>;
}

/**
 * A simulator process as start.ts makes it (one app, its registry, the dispatcher in front), on
 * a loopback port: the dispatcher is a raw Node handler, so world tests speak HTTP to it.
 */
export async function serveWorlds(options: ServeWorldsOptions = {}): Promise<ServedWorlds> {
  const registry = await WorldRegistry.withOwnApp(
    { validateAnswers: true, ...options.app },
    options.limits,
    options.prepare,
    options.now,
  );
  const { env } = registry.app;
  const controlKey =
    options.controlKey !== undefined
      ? options.controlKey
      : env.SIM_MODE === 'production'
        ? null
        : env.SIM_CONTROL_KEY;
  const server = createServer(createDispatcher({ registry, controlKey }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    registry,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await registry.closeAll();
    },
  };
}

/**
 * `app.inject` into an isolated world, through the path the dispatcher takes (`registry.serve`):
 * Fastify's own inject would answer in the default world.
 */
export function injectInWorld(
  registry: WorldRegistry,
  world: World,
  options: InjectOptions | string,
): Promise<LightMyRequestResponse> {
  return inject((request, response) => registry.serve(world, request, response), options);
}
