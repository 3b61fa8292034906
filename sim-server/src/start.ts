import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { loadScenario } from './control/scenario-loader';
import { readEnv, type SimEnv } from './env';
import { createProxyLink } from './proxy/proxy-link';
import { createDispatcher } from './worlds/dispatcher';
import { buildWorldApp, WorldRegistry } from './worlds/world-registry';

/** What `startSimulator` takes; anything left out comes from the environment (env.ts). */
export interface StartOptions {
  /** 0 (a free port) or a port; default PORT, else 8080. */
  port?: number;
  /** Default HOST, else 0.0.0.0. */
  host?: string;
  /** Database folder, or ':memory:'; default SIM_DATA_DIR, else ./.data. */
  dataDir?: string;
  /** A scenario (fixtures/scenarios or SIM_SCENARIO_DIRS) loaded into the default world at start. */
  scenario?: string;
  /** More configuration by variable name (SIM_CONTROL_KEY, SITE_URL...), over `process.env`. */
  env?: Record<string, string | undefined>;
  /** Fastify's request log of the default world (on for `casino-sim start`, off in-process). */
  logger?: boolean;
}

/** A running simulator: where it answers, and how to stop it. */
export interface RunningSimulator {
  /** `http://host:port` (no trailing slash). */
  url: string;
  port: number;
  /** The database folder, or ':memory:'. */
  dataDir: string;
  /** The control key the control plane asks for (null in production mode: no control plane). */
  controlKey: string | null;
  /** The line `npm start` and `casino-sim start` print once the simulator answers. */
  readyLine: string;
  close(): Promise<void>;
}

/**
 * Starts the simulator: the default world on the database under the data folder, plus any
 * isolated worlds QA creates, behind one HTTP server. `npm start` (server.ts), `casino-sim start`
 * and `@casino/sim-testing`'s `startSimulator` all start it here.
 */
export async function startSimulator(options: StartOptions = {}): Promise<RunningSimulator> {
  const given: Record<string, string | undefined> = { ...process.env, ...options.env };
  if (options.port !== undefined) given.PORT = String(options.port);
  if (options.host !== undefined) given.HOST = options.host;
  if (options.dataDir !== undefined) given.SIM_DATA_DIR = options.dataDir;
  const env: SimEnv = readEnv(given);
  const dataDir = env.SIM_DATA_DIR === ':memory:' ? ':memory:' : resolve(process.cwd(), env.SIM_DATA_DIR);
  // One link to the operator's backend for every world (proxy mode, SIM_UPSTREAM): one drift
  // report, one recording.
  const proxyLink = createProxyLink(env, dataDir);
  const defaultWorld = await buildWorldApp({
    config: env,
    proxyLink,
    validateAnswers: env.NODE_ENV !== 'production',
    logger: options.logger ?? true,
    dataDir,
    serveWeb: true,
  });
  const { app } = defaultWorld;
  const { scenario } = options;
  // Into the default world, named: outside a world's context its state cannot be read (decision 074).
  if (scenario) await app.worlds.runOwn(() => loadScenario(app, scenario));
  // Every isolated world is a state on the same app (decision 059).
  const registry = new WorldRegistry(defaultWorld.app, defaultWorld.handle);
  const controlKey = env.SIM_MODE === 'production' ? null : env.SIM_CONTROL_KEY;
  const server = createServer(createDispatcher({ registry, controlKey }));
  // Keep-alive longer than typical proxies' so nginx never reuses a closed connection.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(env.PORT, env.HOST, () => done());
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${shownHost}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    dataDir,
    controlKey,
    readyLine: `Casino kit ready at ${url}/ (API /api, reference /docs, database ${dataDir})`,
    close() {
      closing ??= (async () => {
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
        await registry.closeAll();
        await defaultWorld.app.close();
      })();
      return closing;
    },
  };
}

/**
 * A simulator run as a program (`npm start`, `casino-sim start`): closed gracefully on SIGINT and
 * SIGTERM, then its ready line printed, the exact line scripts wait for.
 */
export function serveUntilSignalled(simulator: RunningSimulator): void {
  const shutdown = async () => {
    await simulator.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  console.log(simulator.readyLine);
}
