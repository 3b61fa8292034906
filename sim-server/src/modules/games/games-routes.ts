import { CheckBlockResult } from '@casino/contracts/games/enums';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { assertOwnMemberId } from '../../api/member-scope';
import { notFound } from '../../errors';
import {
  findGame,
  gameHistory,
  gameOverview,
  listGames,
  listLatestWins,
  toGame,
  vendorDomain,
} from './games-repository';
import { launchFunGame, launchRealGame } from './games-service';

/** Handlers of the games calls (the simulated game pages their launch URLs open are providers'). */
export function createGameHandlers(app: FastifyInstance) {
  return {
    gameGet: ({ input }) => {
      const game = findGame(app.db, input.id);
      if (!game) throw notFound('Game');
      return toGame(game);
    },

    gameListPage: ({ input }) => listGames(app.db, input as Record<string, unknown>),

    gameOverview: ({ member }) => gameOverview(app.db, member?.id ?? null),

    gameHistoryPage: ({ input, requireMember }) =>
      gameHistory(app.db, requireMember().id, input as Record<string, unknown>),

    latestWins: () => listLatestWins(app.db),

    gameVendorDomain: ({ input }) => {
      const domain = vendorDomain(app.db, input.code);
      if (domain === null) throw notFound('Game vendor');
      return domain;
    },

    checkBlock: ({ input, requireMember }) => {
      const member = requireMember();
      assertOwnMemberId(member, input.id);
      return member.blocked ? CheckBlockResult.BLOCKED : CheckBlockResult.ALLOWED;
    },

    gameLaunchUrl: ({ input, requireMember }) =>
      app.db.transaction((tx) =>
        launchRealGame(tx, requireMember(), {
          gameId: input.id,
          channel: input.channel,
          now: app.clock.now(),
        }),
      ),

    gameTryPlayUrl: ({ input, member }) =>
      launchFunGame(app.db, member, { gameId: input.id, channel: input.channel, now: app.clock.now() }),
  } satisfies Partial<ApiHandlers>;
}
