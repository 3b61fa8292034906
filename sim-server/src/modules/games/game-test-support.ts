import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games, members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { postForm } from '../../testing/test-app';
import { openSession } from '../auth/session-tokens';

/** Test support for the games and files suites: sign a seeded member in without the accounts calls. */
export function signInSeeded(app: FastifyInstance, username: string) {
  const member = ownWorld(app).db.select().from(members).where(eq(members.username, username)).get();
  if (!member) throw new Error(`No seeded member ${username}`);
  return { member, token: openSession(ownWorld(app).db, member.id, ownWorld(app).clock.now()) };
}

export function memberRow(app: FastifyInstance, id: number) {
  const member = ownWorld(app).db.select().from(members).where(eq(members.id, id)).get();
  if (!member) throw new Error(`No member ${id}`);
  return member;
}

/** Launches a game and answers the game-session token of the launch URL. */
export async function launch(
  app: FastifyInstance,
  gameId: number,
  token?: string,
  mode: 'real' | 'fun' = 'real',
) {
  const path = mode === 'real' ? '/sys/game/getLaunchUrl' : '/sys/game/getTryPlayUrl';
  const response = await postForm(app, path, { id: String(gameId), channel: 'pc' }, token);
  const body = response.json() as { error: number; message: string; data: string };
  if (body.error !== 0) throw new Error(`launch failed: ${body.message}`);
  const session = new URL(body.data, 'http://sim.local').searchParams.get('session');
  if (!session) throw new Error(`no session in ${body.data}`);
  return { url: body.data, session };
}

export function playRound(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/sim/games/api/round',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** An enabled game of an engine, made to lose every round when `alwaysLoses` (RTP 0). */
export function gameOf(app: FastifyInstance, engine: string, alwaysLoses = false) {
  const game = ownWorld(app)
    .db.select()
    .from(games)
    .where(and(eq(games.engine, engine), eq(games.enabled, 1)))
    .get();
  if (!game) throw new Error(`no ${engine} game`);
  if (alwaysLoses) ownWorld(app).db.update(games).set({ rtp: 0 }).where(eq(games.id, game.id)).run();
  return game;
}
