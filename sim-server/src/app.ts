import { existsSync } from 'node:fs';
import { controlOperations } from '@casino/contracts/control/registry';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@casino/contracts/files/endpoints';
import { endpoints } from '@casino/contracts/registry';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { controlPlanePlugin } from './control/control-plugin';
import { routerErrorHandler } from './control/router-errors';
import { databasePlugin } from './db/database-plugin';
import { readEnv, type SimEnv } from './env';
import { apiPlugin } from './modules/index';
import { clockPlugin } from './plugins/clock';
import { envelopePlugin } from './plugins/envelope';
import { jobsPlugin } from './plugins/jobs';
import { notFoundPlugin } from './plugins/not-found';
import { outcomeRulesPlugin } from './plugins/outcome-rules';
import { QuietRequestLog } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { worldPartsPlugin } from './plugins/world-parts';
import { createProxyLink, type ProxyLink } from './proxy/proxy-link';
import { upstreamProxyPlugin } from './proxy/upstream-proxy';
import { apiReferencePlugin } from './static/api-reference';
import { webAppPlugin } from './static/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    env: SimEnv;
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
   * An in-memory database to start from instead of a seeded one: the bytes of an exported
   * world's database (`sqlite3_serialize`, already checked by worlds/world-snapshot.ts).
   */
  databaseImage?: Buffer;
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

/** SIM_TRUST_PROXY as Fastify takes it: a hop count is "the first n hops", as proxy-addr reads one. */
function trustedProxies(
  setting: SimEnv['SIM_TRUST_PROXY'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

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
    // The client's address (sign-in limits) from X-Forwarded-For only through trusted proxies.
    trustProxy: trustedProxies(env.SIM_TRUST_PROXY),
    // The router's own refusals (a 100+ character path parameter) as envelopes, key checked first.
    frameworkErrors: routerErrorHandler(env.SIM_MODE === 'production' ? null : env.SIM_CONTROL_KEY),
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  const dataDir = options.dataDir ?? ':memory:';
  app.decorate('env', env);
  // Every world's state (the world host first: the others declare their parts with it), each
  // plugin naming what it needs (Fastify refuses a missing one).
  await app.register(worldPartsPlugin);
  await app.register(clockPlugin);
  await app.register(databasePlugin, {
    env,
    dataDir,
    seed: options.seed ?? true,
    ...(options.databaseImage ? { image: options.databaseImage } : {}),
  });
  await app.register(jobsPlugin);
  await app.register(outcomeRulesPlugin);

  await app.register(securityHeadersPlugin);
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

  app.get('/healthz', async () => ({ status: 'ok', time: new Date(app.clock.now()).toISOString() }));
  await app.register(apiReferencePlugin, env.SIM_MODE === 'production' ? {} : { controlOperations });

  if (env.SIM_MODE !== 'production')
    await app.register(controlPlanePlugin, { controlKey: env.SIM_CONTROL_KEY });
  // After the control plane: its faults and overrides act on proxied calls first (decision 021).
  const proxyLink =
    options.proxyLink === undefined
      ? createProxyLink(env, dataDir, (message) => app.log.warn(message))
      : options.proxyLink;
  await app.register(upstreamProxyPlugin, { link: proxyLink });
  await app.register(apiPlugin, { validateAnswers: options.validateAnswers ?? true });

  const serveWeb = options.serveWeb ?? false;
  if (serveWeb && existsSync(env.WEB_DIST)) await app.register(webAppPlugin, { root: env.WEB_DIST });

  return app;
}
