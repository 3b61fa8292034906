import { isIP } from 'node:net';
import { delimiter, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replicaNameSchema } from '@casino/contracts/control/farm';
import { parseDuration } from '@casino/contracts/control/scenario';
import { DEFAULT_GAME_TOTAL, MAX_GAME_TOTAL } from '@casino/fixtures/games';
import { z } from 'zod';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The highest SIM_MAX_WORLDS: named in its start-up error, the 503 at the cap and docs/configuration.md. */
export const MAX_WORLDS_LIMIT = 1000;
/** SIM_WORLD_LEASE's range in milliseconds: 1 second to 1 day. */
const LEASE_RANGE_MS = [1_000, 86_400_000] as const;

/** The simulator's configuration, read once from the environment and validated. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the SQLite database file; `:memory:` keeps it in memory. */
  SIM_DATA_DIR: z.string().default('./.data'),
  /** `demo` serves the QA control plane; `production` leaves it out entirely. */
  SIM_MODE: z.enum(['demo', 'production']).default('demo'),
  /** Key the QA control plane (`/__sim`) asks for in the `X-Sim-Key` header. */
  SIM_CONTROL_KEY: z.string().min(8).default('local-qa-key'),
  /** Folder of the built web app served at `/`. */
  WEB_DIST: z.string().default(resolve(repoRoot, 'web/dist')),
  /** Seed of the random numbers of games and generated data. */
  SIM_SEED: z.coerce.number().int().default(20261121),
  /** Games in the seeded catalogue (the default 320; up to 20,000 to measure a large lobby). */
  SIM_GAME_COUNT: z.coerce.number().int().min(4).max(MAX_GAME_TOTAL).default(DEFAULT_GAME_TOTAL),
  SITE_NAME: z.string().default('Lucky Harbor Casino'),
  SITE_DOMAIN: z.string().default('luckyharbor.example'),
  /**
   * Where players open the site: mails link to its pages absolutely from here. Empty means
   * `https://{SITE_DOMAIN}`; the browser tests set their own origin.
   */
  SITE_URL: z.union([z.literal(''), z.url()]).default(''),
  /**
   * Seconds a token replaced by a refresh keeps working (simulator clock), as token-rotation
   * backends allow, so a call already on its way with the old token is not refused. 0 = none.
   */
  SIM_TOKEN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How many /api exchanges each world's request journal keeps (oldest dropped first). */
  SIM_JOURNAL_SIZE: z.coerce.number().int().min(10).max(100_000).default(2000),
  /**
   * More folders of scenario files, separated by the platform's path delimiter (`:`, `;` on
   * Windows), searched by name after `fixtures/scenarios`: QA keeps its own outside the repository.
   */
  SIM_SCENARIO_DIRS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(delimiter)
        .map((dir) => dir.trim())
        .filter((dir) => dir !== '')
        .map((dir) => resolve(dir)),
    ),
  /**
   * The proxies in front of the simulator whose `X-Forwarded-For` names the client (sign-in limits
   * per address, decision 045): empty trusts none (the connection's address counts); a number is
   * how many proxies in front (1 behind the compose nginx); or their addresses or CIDR ranges,
   * comma-separated. Never "everyone": a forged header would then pick any address.
   */
  SIM_TRUST_PROXY: z
    .string()
    .default('')
    .transform((text, context): false | number | string => {
      const value = text.trim();
      if (value === '') return false;
      if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
      const ranges = value.split(',').map((item) => item.trim());
      const valid = ranges.every((range) => {
        const [address = '', prefix, extra] = range.split('/');
        return (
          extra === undefined && isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix))
        );
      });
      if (valid) return ranges.join(',');
      context.addIssue({
        code: 'custom',
        message:
          'Expected empty, a number of proxies (1-10), or proxy addresses or CIDR ranges, comma-separated',
      });
      return z.NEVER;
    }),
  /**
   * Isolated worlds kept at once. At the cap a world idle past its lease (SIM_WORLD_LEASE) is
   * closed to make room; when every world is within its lease, a new one is refused (HTTP 503).
   */
  SIM_MAX_WORLDS: z.coerce
    .number({ error: `Expected a number of worlds from 1 to ${MAX_WORLDS_LIMIT}` })
    .int({ error: `Expected a whole number of worlds from 1 to ${MAX_WORLDS_LIMIT}` })
    .min(1, { error: `Expected a number of worlds from 1 to ${MAX_WORLDS_LIMIT}` })
    .max(MAX_WORLDS_LIMIT, { error: `Expected a number of worlds from 1 to ${MAX_WORLDS_LIMIT}` })
    .default(64),
  /**
   * How long a world is kept after its last use even at SIM_MAX_WORLDS (a duration, 1s to 1d):
   * a world used within it is never closed to make room for another.
   */
  SIM_WORLD_LEASE: z
    .string()
    .default('10m')
    .transform((text, context) => {
      const ms = parseDuration(text);
      if (ms === null || ms < LEASE_RANGE_MS[0] || ms > LEASE_RANGE_MS[1]) {
        context.addIssue({
          code: 'custom',
          message: 'Expected a duration from 1s to 1d, such as 30s, 10m or 2h',
        });
        return z.NEVER;
      }
      return ms;
    }),
  /** A world unused this long is closed (a duration: 30m, 2h, 1d); 0 keeps worlds until the cap. */
  SIM_WORLD_IDLE: z
    .string()
    .default('2h')
    .transform((text, context) => {
      const ms = text.trim() === '0' ? 0 : parseDuration(text);
      if (ms === null || ms < 0) {
        context.addIssue({ code: 'custom', message: 'Expected 0 or a duration such as 30m, 2h or 1d' });
        return z.NEVER;
      }
      return ms;
    }),
  /**
   * This process's name in a farm of simulators behind a hashing router (`npm run farm`,
   * decision 058): every answer names it in X-Sim-Replica, the worlds it makes are named
   * `<name>_<id>`, and a request for a world named after another replica is told that world was
   * lost with it. Unset outside a farm (no header, ids as chosen).
   */
  SIM_REPLICA: z
    .string()
    .optional()
    .transform((text) => text?.trim() || undefined)
    .pipe(replicaNameSchema.optional()),
  /**
   * Proxy mode (decision 021): the operator's backend that `/api` calls are forwarded to, as
   * `http(s)://host[:port][/prefix]` (a call to `/api/x` goes to `<SIM_UPSTREAM>/api/x`).
   */
  SIM_UPSTREAM: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((url) => (url ? url.replace(/\/+$/, '') : undefined)),
  /** Per-path answer sources in proxy mode: `glob=mode` pairs, comma-separated (proxy/proxy-modes.ts). */
  SIM_PROXY_MODES: z.string().default(''),
  /** Proxy mode: file the upstream exchanges are recorded to (masked), and `replay` answers from. */
  SIM_RECORD: z
    .string()
    .optional()
    .transform((file) => (file?.trim() ? resolve(file.trim()) : undefined)),
  /** `production` stops checking every answer against its contract (a cost only tests and dev want). */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type SimEnv = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): SimEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Bad simulator configuration: ${problems}`);
  }
  return parsed.data;
}

export const REPO_ROOT = repoRoot;
