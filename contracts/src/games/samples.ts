import { createTime, type EndpointSample, page, refusedFor, refusedWithout } from '../core/sample';
import type { gamesEndpoints } from './endpoints';

const game = {
  id: 5,
  name: 'Fruit Spin',
  vendor: 'SIM',
  cover: 12,
  category: 'Slots',
  enabled: 1,
  playForFun: 1,
  totalPlayCount: 420,
  createTime,
};

const group = { count: 1, data: [game] };

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const gamesSamples: Record<keyof typeof gamesEndpoints, EndpointSample> = {
  gameGet: { validRequest: { id: 5 }, validResponse: game, invalidRequest: { id: 0 }, invalidField: 'id' },
  gameLaunchUrl: refusedFor('channel', 'tv', { id: 5, channel: 'pc' }, '/sim/games/5/play?session=abc'),
  gameTryPlayUrl: refusedWithout('id', { id: 5, channel: 'mobile' }, '/sim/games/5/play?fun=1'),
  gameVendorDomain: refusedFor('code', '', { code: 'SIM' }, 'games.example.com'),
  checkBlock: refusedWithout('id', { id: 1001 }, 1),
  gameListPage: {
    validRequest: {
      totalPlayCount_0: 'DESC',
      enabled: 1,
      category_NEQ: 'Live Casino',
      pageNum: 1,
      pageSize: 300,
    },
    validResponse: { ...page([game]), size: 300 },
    invalidRequest: { pageNum: 0 },
    invalidField: 'pageNum',
  },
  gameOverview: {
    validRequest: {},
    validResponse: {
      recently: { count: 0, data: [] },
      top: group,
      slotsGames: group,
      tableGames: group,
      liveCasino: group,
    },
    invalidRequest: { memberId: 1001 },
    invalidField: '',
  },
  gameHistoryPage: {
    validRequest: { amount_GT: 0, pageNum: 1, pageSize: 20, createTime_0: 'DESC' },
    validResponse: page([{ id: 5, name: 'Fruit Spin', cover: 12, createTime, amount: 2.5 }]),
    invalidRequest: { amount_GT: 0, pageSize: 101 },
    invalidField: 'pageSize',
  },
  latestWins: {
    validRequest: {},
    validResponse: [{ game: 'Fruit Spin', name: 'lu***7', amount: 1250.75 }],
    invalidRequest: { limit: 10 },
    invalidField: '',
  },
};
