import { CheckBlockResult } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../api/implement';
import { assertOwnMemberId } from '../../api/member-scope';
import { notFound } from '../../errors';
import { registerGamePages } from '../../providers/games/game-pages-routes';
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

/** Handlers of the games calls, and the simulated game pages their launch URLs open. */
export async function registerGameRoutes(app: FastifyInstance) {
  implement(app, endpoints.gameGet, ({ input }) => {
    const game = findGame(app.db, input.id);
    if (!game) throw notFound('Game');
    return toGame(game);
  });

  implement(app, endpoints.gameListPage, ({ input }) => listGames(app.db, input as Record<string, unknown>));

  implement(app, endpoints.gameOverview, ({ member }) => gameOverview(app.db, member?.id ?? null));

  implement(app, endpoints.gameHistoryPage, ({ input, requireMember }) =>
    gameHistory(app.db, requireMember().id, input as Record<string, unknown>),
  );

  implement(app, endpoints.latestWins, () => listLatestWins(app.db));

  implement(app, endpoints.gameVendorDomain, ({ input }) => {
    const domain = vendorDomain(app.db, input.code);
    if (domain === null) throw notFound('Game vendor');
    return domain;
  });

  implement(app, endpoints.checkBlock, ({ input, requireMember }) => {
    const member = requireMember();
    assertOwnMemberId(member, input.id);
    return member.blocked ? CheckBlockResult.BLOCKED : CheckBlockResult.ALLOWED;
  });

  implement(app, endpoints.gameLaunchUrl, ({ input, requireMember }) =>
    app.db.transaction((tx) =>
      launchRealGame(tx, requireMember(), { gameId: input.id, channel: input.channel, now: app.clock.now() }),
    ),
  );

  implement(app, endpoints.gameTryPlayUrl, ({ input, member }) =>
    launchFunGame(app.db, member, { gameId: input.id, channel: input.channel, now: app.clock.now() }),
  );

  await registerGamePages(app);
}
