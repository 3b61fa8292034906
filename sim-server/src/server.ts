import { resolve } from 'node:path';
import { buildApp } from './app';
import { readEnv } from './env';

/** Starts the simulator on PORT with its database under SIM_DATA_DIR, and closes gracefully. */
const env = readEnv();
const dataDir = env.SIM_DATA_DIR === ':memory:' ? ':memory:' : resolve(process.cwd(), env.SIM_DATA_DIR);
const app = await buildApp({
  env: process.env as Record<string, string>,
  dataDir,
  logger: true,
  serveWeb: true,
  validateAnswers: process.env.NODE_ENV !== 'production',
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'closing');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
// Scripts wait for this exact line.
console.log(
  `Casino kit ready at http://${shownHost}:${port}/ (API /api, reference /docs, database ${dataDir})`,
);
