import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { readEnv } from './env';
import { createProxyLink } from './proxy/proxy-link';
import { createDispatcher } from './worlds/dispatcher';
import { buildWorldApp, WorldRegistry } from './worlds/world-registry';

/**
 * Starts the simulator on PORT: the default world on the database under SIM_DATA_DIR, plus
 * any isolated worlds QA creates, behind one HTTP server. Closes gracefully on signals.
 */
const env = readEnv();
const dataDir = env.SIM_DATA_DIR === ':memory:' ? ':memory:' : resolve(process.cwd(), env.SIM_DATA_DIR);
// One link to the operator's backend for every world (proxy mode, SIM_UPSTREAM): one drift
// report, one recording.
const proxyLink = createProxyLink(env, dataDir);
const baseOptions = {
  config: env,
  proxyLink,
  logger: true,
  validateAnswers: env.NODE_ENV !== 'production',
};
const defaultWorld = await buildWorldApp({ ...baseOptions, dataDir, serveWeb: true });
const registry = new WorldRegistry({ ...baseOptions, logger: false });
const server = createServer(
  createDispatcher({
    defaultWorld: defaultWorld.handle,
    registry,
    controlKey: env.SIM_MODE === 'production' ? null : env.SIM_CONTROL_KEY,
  }),
);
// Keep-alive longer than typical proxies' so nginx never reuses a closed connection.
server.keepAliveTimeout = 65_000;

const shutdown = async (signal: string) => {
  defaultWorld.app.log.info({ signal }, 'closing');
  server.close();
  await registry.closeAll();
  await defaultWorld.app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  // Scripts wait for this exact line.
  console.log(
    `Casino kit ready at http://${shownHost}:${port}/ (API /api, reference /docs, database ${dataDir})`,
  );
});
