import { buildGameFixtures, buildSeedLatestWins, gameVendorFixtures } from '@casino/fixtures/games';
import type { SimTransaction } from '../../db/database';
import { games, gameVendors, latestWins } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { storeFile } from '../files/file-store';
import { toMinor } from '../ledger/money';
import { COVER_HEIGHT, COVER_WIDTH, gameCoverSvg } from './game-covers';

/** Seeds vendors, the game catalogue with generated covers, and the ticker's first wins. */
export function seedGames(tx: SimTransaction, context: SeedContext) {
  const vendorsByCode = new Map(gameVendorFixtures.map((vendor) => [vendor.code, vendor]));
  tx.insert(gameVendors)
    .values(gameVendorFixtures.map(({ code, name, domain }) => ({ code, name, domain })))
    .run();

  const catalogue = buildGameFixtures(context.seed, context.gameCount);
  const rows = catalogue.map((game) => {
    const vendor = vendorsByCode.get(game.vendor);
    if (!vendor) throw new Error(`Game ${game.id} names unknown vendor ${game.vendor}`);
    const cover = storeFile(tx, {
      memberId: null,
      mimeType: 'image/svg+xml',
      bytes: Buffer.from(gameCoverSvg(game, vendor)),
      fileName: `cover-${game.id}.svg`,
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      now: context.now,
    });
    return {
      id: game.id,
      name: game.name,
      vendor: game.vendor,
      cover,
      category: game.category,
      engine: game.engine,
      rtp: game.rtp,
      enabled: game.enabled,
      playForFun: game.playForFun,
      totalPlayCount: game.totalPlayCount,
      createTime: context.now - game.ageMs,
    };
  });
  // SQLite caps bound parameters per statement: insert in chunks.
  for (let start = 0; start < rows.length; start += 50) {
    tx.insert(games)
      .values(rows.slice(start, start + 50))
      .run();
  }

  const playable = catalogue.filter((game) => game.enabled === 1).map((game) => game.id);
  tx.insert(latestWins)
    .values(
      buildSeedLatestWins(context.seed, playable).map((win) => ({
        gameId: win.gameId,
        playerName: win.playerName,
        amount: toMinor(win.amount),
        createTime: context.now - win.ageMs,
      })),
    )
    .run();
}
