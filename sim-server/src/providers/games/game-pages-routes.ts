import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { gameVendorFixtures, mulberry32 } from '@casino/fixtures/games';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { members } from '../../db/schema/index';
import { EnvelopeError } from '../../errors';
import { toMajor } from '../../modules/ledger/money';
import { GAME_PAGE_CSP, renderGameErrorPage, renderGamePage } from './game-page';
import { activeHandView, BET_STEPS, playRound, roundRequestSchema } from './game-play-service';
import { findLiveGameSession, requireLiveGameSession } from './game-sessions';
import { balanceOf } from './round-service';

/** The pages' scripts, served as files so the pages run under `script-src 'self'`. */
const ASSET_NAMES = ['common.js', 'slot.js', 'roulette.js', 'blackjack.js'] as const;
// A path join, not `new URL('./assets/…', import.meta.url)`: Vite rewrites that form when web
// component tests load the simulator.
const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const assets = new Map(ASSET_NAMES.map((name) => [name, readFileSync(join(ASSETS_DIR, name), 'utf8')]));

const sessionQuerySchema = z.object({ session: z.string().min(1).max(200) });
const VISITOR_CURRENCY = 'FUN';

function parseOrRefuse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EnvelopeError(
      ApiErrorCode.VALIDATION_FAILED,
      `Invalid request: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'bad payload'}`,
      400,
    );
  }
  return parsed.data;
}

/**
 * The simulated game provider: the page a launch URL opens (`/sim/games/play?session=`), its
 * scripts, and the JSON calls the page plays through. The page authenticates with the game
 * session token only; the member's own token never reaches it.
 */
export async function registerGamePages(app: FastifyInstance) {
  // One seeded stream per simulator: the same seed replays the same outcomes in the same order.
  const random = mulberry32(app.env.SIM_SEED ^ 0x9a3e5);
  const vendorNames = new Map(gameVendorFixtures.map((vendor) => [vendor.code, vendor.name]));

  const currencyOf = (memberId: number | null, mode: 'real' | 'fun') => {
    if (memberId === null) return VISITOR_CURRENCY;
    const member = app.db
      .select({ currency: members.currency })
      .from(members)
      .where(eq(members.id, memberId))
      .get();
    return mode === 'fun' ? VISITOR_CURRENCY : (member?.currency ?? 'USD');
  };

  app.get('/sim/games/play', async (request, reply) => {
    const query = sessionQuerySchema.safeParse(request.query);
    const found = query.success ? findLiveGameSession(app.db, query.data.session, app.clock.now()) : null;
    void reply.header('content-security-policy', GAME_PAGE_CSP).header('cache-control', 'no-store');
    if (!found || !query.success) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(renderGameErrorPage('This game session has expired or does not exist.'));
    }
    const { session, game } = found;
    return reply.type('text/html; charset=utf-8').send(
      renderGamePage({
        token: query.data.session,
        gameName: game.name,
        vendorName: vendorNames.get(game.vendor) ?? game.vendor,
        engine: game.engine,
        mode: session.mode,
        channel: session.channel,
        currency: currencyOf(session.memberId, session.mode),
        balance: toMajor(balanceOf(app.db, session)),
      }),
    );
  });

  app.get('/sim/games/assets/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const script = assets.get(name as (typeof ASSET_NAMES)[number]);
    if (!script) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(script);
  });

  app.get('/sim/games/api/state', async (request) => {
    const { session: token } = parseOrRefuse(sessionQuerySchema, request.query);
    const { session, game } = requireLiveGameSession(app.db, token, app.clock.now());
    return {
      error: ApiErrorCode.OK,
      message: 'success',
      data: {
        game: { id: game.id, name: game.name, engine: game.engine, vendor: game.vendor },
        mode: session.mode,
        channel: session.channel,
        currency: currencyOf(session.memberId, session.mode),
        balance: toMajor(balanceOf(app.db, session)),
        bets: BET_STEPS,
        activeHand: activeHandView(app.db, session.activeRoundId),
      },
    };
  });

  app.post('/sim/games/api/round', async (request) => {
    const body = parseOrRefuse(roundRequestSchema, request.body);
    const data = playRound(app.db, random, body, app.clock.now());
    return { error: ApiErrorCode.OK, message: 'success', data };
  });
}
