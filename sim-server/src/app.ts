import { existsSync } from 'node:fs';
import { controlOperations } from '@casino/contracts/control/registry';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@casino/contracts/endpoints/files';
import { endpoints } from '@casino/contracts/registry';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type Database from 'better-sqlite3';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { registerEndpointRoutes } from './api/routes';
import { controlPlanePlugin } from './control/control-plugin';
import { openDatabase, type SimDatabase } from './db/database';
import { seedDatabase, seedOptionsFrom } from './db/seed';
import { openSeededCopy } from './db/seed-template';
import { readEnv, type SimEnv } from './env';
import { registerModules } from './modules/index';
import { createClock, type SimClock } from './plugins/clock';
import { envelopePlugin } from './plugins/envelope';
import { JobRunner } from './plugins/jobs';
import { notFoundPlugin } from './plugins/not-found';
import { OutcomeRuleStore } from './plugins/outcome-rules';
import { QuietRequestLog } from './plugins/request-log';
import { createProxyLink, type ProxyLink } from './proxy/proxy-link';
import { upstreamProxyPlugin } from './proxy/upstream-proxy';
import { apiReferencePlugin } from './static/api-reference';
import { webAppPlugin } from './static/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    db: SimDatabase;
    sqlite: Database.Database;
    clock: SimClock;
    env: SimEnv;
    outcomeRules: OutcomeRuleStore;
    jobs: JobRunner;
  }
}

export interface BuildAppOptions {
  /** Configuration; defaults come from `readEnv` over the given values (not process.env). */
  env?: Partial<Record<keyof SimEnv, string>>;
  /** Configuration already read and checked (the server reads the environment once, in env.ts). */
  config?: SimEnv;
  /** Database folder, or ':memory:' (the default, as tests want). */
  dataDir?: string;
  logger?: boolean;
  /** Check every answer against its contract (on in tests and dev). */
  validateAnswers?: boolean;
  /** Serve the built web app at `/` when it exists. */
  serveWeb?: boolean;
  /** Seed a fresh database from the fixtures (default true). */
  seed?: boolean;
  /**
   * Lets the world dispatcher take Fastify's request handler instead of a listening server:
   * each isolated world is an app that never listens on its own.
   */
  serverFactory?: FastifyServerFactory;
  /**
   * Proxy mode's link, shared by every world of a process (server.ts makes it once); made from
   * the configuration when absent. `null`: no proxy even when SIM_UPSTREAM is set.
   */
  proxyLink?: ProxyLink | null;
}

/** Multipart limits: the upload screen's, from the contracts (fields and parts: ours). */
const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20, parts: 30 };

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.config ?? readEnv(options.env ?? {});
  const app = Fastify({
    logger: options.logger ? { level: env.LOG_LEVEL } : false,
    // One MiB is far above any JSON call of the app; uploads have their own limits.
    bodyLimit: 1024 * 1024,
    // Answers for /api are envelopes; ids of requests come from a counter, not the client.
    requestIdHeader: false,
    logController: new QuietRequestLog(),
    routerOptions: { ignoreTrailingSlash: true },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  const dataDir = options.dataDir ?? ':memory:';
  const clock = createClock();
  const seed = options.seed ?? true;
  // An in-memory database is a copy of the process's seeded template (seed-template.ts); a
  // database file is seeded in place, once (a restart keeps what members did).
  const fromTemplate = seed && dataDir === ':memory:';
  const { db, sqlite } = fromTemplate
    ? openSeededCopy(seedOptionsFrom(env), clock.now())
    : openDatabase(dataDir);
  app.decorate('db', db);
  app.decorate('sqlite', sqlite);
  app.decorate('clock', clock);
  app.decorate('env', env);
  app.decorate('outcomeRules', new OutcomeRuleStore());
  const jobs = new JobRunner(clock.now, (name, error) =>
    app.log.error({ err: error, job: name }, 'job failed'),
  );
  app.decorate('jobs', jobs);
  // Time-driven state (orders, withdrawals, weekly bonuses) is brought up to date before any
  // request reads it, and on a light timer for pages that only poll.
  app.addHook('onRequest', async () => {
    jobs.runIfDue();
  });
  const ticker = setInterval(() => jobs.runIfDue(), 1_000);
  ticker.unref();
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    sqlite.close();
  });

  if (seed && !fromTemplate) seedDatabase(db, clock.now(), seedOptionsFrom(env));

  await app.register(envelopePlugin);
  // JSON answers over 1 KB (game lists are 17-24 KB) go brotli or gzip, as the client accepts.
  // Registered before any route: the plugin hooks each route as it is added, and its per-route
  // onSend runs after the app-wide ones, so the journal still reads the plain answer. Only JSON:
  // the web app's files come pre-compressed from the static plugin.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^application\/json(?:;|$)/,
    globalDecompression: false,
  });
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(notFoundPlugin, { registry: endpoints });

  app.get('/healthz', async () => ({ status: 'ok', time: new Date(clock.now()).toISOString() }));
  await app.register(apiReferencePlugin, env.SIM_MODE === 'production' ? {} : { controlOperations });

  if (env.SIM_MODE !== 'production')
    await app.register(controlPlanePlugin, {
      controlKey: env.SIM_CONTROL_KEY,
      openScratchWorld: () => buildApp({ config: env, dataDir: ':memory:', logger: false }),
    });
  // After the control plane: its faults and overrides act on proxied calls first (decision 021).
  const proxyLink =
    options.proxyLink === undefined
      ? createProxyLink(env, dataDir, (message) => app.log.warn(message))
      : options.proxyLink;
  await app.register(upstreamProxyPlugin, { link: proxyLink });
  const handlers = await registerModules(app);
  await registerEndpointRoutes(app, handlers, { validateAnswers: options.validateAnswers ?? true });

  const serveWeb = options.serveWeb ?? false;
  if (serveWeb && existsSync(env.WEB_DIST)) await app.register(webAppPlugin, { root: env.WEB_DIST });

  return app;
}
