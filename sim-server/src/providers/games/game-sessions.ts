import { randomBytes } from 'node:crypto';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import { gameSessions, games, members } from '../../db/schema/index';
import { businessError } from '../../errors';
import { hashToken } from '../../modules/auth/session-tokens';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameRow = typeof games.$inferSelect;

/** A launched game lasts 12 hours of simulator time; the page then asks for a new launch. */
export const GAME_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Play money a visitor starts a fun session with, minor units (1,000.00). */
export const VISITOR_PLAY_BALANCE = 100_000;

export interface OpenGameSessionInput {
  gameId: number;
  memberId: number | null;
  mode: 'real' | 'fun';
  channel: string;
  now: number;
}

/** Opens a game session and returns its token; only the token's hash is kept. */
export function openGameSession(db: SimDb, input: OpenGameSessionInput): string {
  const token = randomBytes(24).toString('base64url');
  db.insert(gameSessions)
    .values({
      tokenHash: hashToken(token),
      memberId: input.memberId,
      gameId: input.gameId,
      mode: input.mode,
      channel: input.channel,
      // Members play for fun with their own play balance; a visitor's lives in the session.
      playBalance: input.memberId === null ? VISITOR_PLAY_BALANCE : null,
      createTime: input.now,
      expireTime: input.now + GAME_SESSION_LIFETIME_MS,
    })
    .run();
  return token;
}

// Compiled once per connection (see preparedOn): every bet of the game pages runs these.
const liveSessionQuery = (db: SimDb) =>
  db
    .select({ session: gameSessions, game: games })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .where(
      and(
        eq(gameSessions.tokenHash, sql.placeholder('tokenHash')),
        gt(gameSessions.expireTime, sql.placeholder('now')),
      ),
    )
    .prepare();
const memberQuery = (db: SimDb) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare();

/** The live session behind a token, with its game, or null. */
export function findLiveGameSession(db: SimDb, token: string, now: number) {
  if (token.length === 0 || token.length > 200) return null;
  return preparedOn(db, liveSessionQuery).get({ tokenHash: hashToken(token), now }) ?? null;
}

/** As `findLiveGameSession`, refusing a dead session in words the page can show. */
export function requireLiveGameSession(db: SimDb, token: string, now: number) {
  const found = findLiveGameSession(db, token, now);
  if (!found) {
    throw businessError(
      ApiErrorCode.GAME_UNAVAILABLE,
      'This game session has expired or does not exist. Close the game and open it again.',
    );
  }
  return found;
}

/** The member behind a session, refused when they may no longer play real money. */
export function requirePlayingMember(db: SimDb, session: GameSessionRow) {
  if (session.memberId === null) return null;
  const member = preparedOn(db, memberQuery).get({ memberId: session.memberId });
  if (!member || !member.enabled) {
    throw businessError(ApiErrorCode.ACCOUNT_DISABLED, 'This account is disabled');
  }
  if (session.mode === 'real' && member.blocked) {
    throw businessError(ApiErrorCode.PLAY_BLOCKED, 'Real-money play is blocked for this account');
  }
  return member;
}
