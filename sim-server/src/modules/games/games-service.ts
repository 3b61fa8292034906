import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { GameChannelValue } from '@casino/contracts/games/enums';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { businessError } from '../../errors';
import { openGameSession } from '../../providers/games/game-sessions';
import { assertNotBlocked } from '../protection/blocks-service';
import { findGame } from './games-repository';

/** Where the simulated game page lives; relative, since the app and the simulator share an origin. */
export const GAME_PAGE_PATH = '/sim/games/play';

export interface LaunchRequest {
  gameId: number;
  channel: GameChannelValue;
  now: number;
}

const gamePageUrl = (token: string) => `${GAME_PAGE_PATH}?session=${encodeURIComponent(token)}`;

function requirePlayableGame(db: SimDb, id: number) {
  const game = findGame(db, id);
  if (!game || !game.enabled) {
    throw businessError(ApiErrorCode.GAME_UNAVAILABLE, 'This game is not available now');
  }
  return game;
}

/** Real-money launch: a game session on the member's wallet, refused to blocked members. */
export function launchRealGame(db: SimDb, member: MemberRow, request: LaunchRequest): string {
  const game = requirePlayableGame(db, request.gameId);
  if (member.blocked) {
    throw businessError(ApiErrorCode.PLAY_BLOCKED, 'Real-money play is blocked for this account');
  }
  assertNotBlocked(db, member.id, request.now);
  const token = openGameSession(db, {
    gameId: game.id,
    memberId: member.id,
    mode: 'real',
    channel: request.channel,
    now: request.now,
  });
  return gamePageUrl(token);
}

/** Play-for-fun launch: the member's play balance, or a visitor's own session balance. */
export function launchFunGame(db: SimDb, member: MemberRow | null, request: LaunchRequest): string {
  const game = requirePlayableGame(db, request.gameId);
  if (!game.playForFun) {
    throw businessError(ApiErrorCode.GAME_UNAVAILABLE, 'This game cannot be played for fun');
  }
  const token = openGameSession(db, {
    gameId: game.id,
    memberId: member?.id ?? null,
    mode: 'fun',
    channel: request.channel,
    now: request.now,
  });
  return gamePageUrl(token);
}
