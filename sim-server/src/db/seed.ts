import { SEED_VERSION } from '@casino/fixtures';
import { DEFAULT_GAME_TOTAL } from '@casino/fixtures/games';
import { eq } from 'drizzle-orm';
import type { SimEnv } from '../env';
import { seedAccounts } from '../modules/auth/auth-seed';
import { seedBonuses } from '../modules/bonuses/bonuses-seed';
import { seedContent } from '../modules/content/content-seed';
import { seedDeposits } from '../modules/deposits/deposits-seed';
import { seedFiles } from '../modules/files/files-seed';
import { seedGames } from '../modules/games/games-seed';
import { seedInvites } from '../modules/invites/invites-seed';
import { seedNews } from '../modules/news/news-seed';
import { seedReference } from '../modules/reference/reference-seed';
import { seedSettings } from '../modules/settings/settings-seed';
import { seedVip } from '../modules/vip/vip-seed';
import { seedWithdrawals } from '../modules/withdrawals/withdrawals-seed';
import type { SimDatabase } from './database';
import { meta } from './schema/index';
import type { SeedContext } from './seed-context';

const SEED_KEY = 'seedVersion';

/** What a seed depends on besides its time: the site, the RNG seed, the catalogue's size. */
export type SeedSite = Omit<SeedContext, 'now'>;

/** The seed's site options as the configuration gives them (app start and world reset). */
export function seedOptionsFrom(env: SimEnv): SeedSite {
  return {
    siteName: env.SITE_NAME,
    siteDomain: env.SITE_DOMAIN,
    seed: env.SIM_SEED,
    gameCount: env.SIM_GAME_COUNT,
  };
}

/** The site options with the seed's defaults filled in. */
export function resolveSeedSite(site: Partial<SeedSite> = {}): SeedSite {
  return {
    siteName: site.siteName ?? 'Lucky Harbor Casino',
    siteDomain: site.siteDomain ?? 'luckyharbor.example',
    seed: site.seed ?? 20261121,
    gameCount: site.gameCount ?? DEFAULT_GAME_TOTAL,
  };
}

/**
 * Seeds a fresh database from `@casino/fixtures`, in one transaction, module by module in
 * dependency order (reference data before members, games before the banners that link them).
 * Deterministic (same rows, same ids, same hashes every time) and idempotent: a database that
 * carries the seed mark is left as it is, so a restart keeps what members did.
 */
export function seedDatabase(
  db: SimDatabase,
  now: number,
  site: Partial<SeedSite> = {},
): { seeded: boolean } {
  const context: SeedContext = { now, ...resolveSeedSite(site) };
  return db.transaction((tx) => {
    const mark = tx.select().from(meta).where(eq(meta.key, SEED_KEY)).get();
    if (mark) return { seeded: false };
    seedFiles(tx, context);
    seedReference(tx, context);
    seedSettings(tx, context);
    seedAccounts(tx, context);
    seedGames(tx, context);
    seedContent(tx, context);
    seedInvites(tx, context);
    seedNews(tx, context);
    seedDeposits(tx, context);
    seedWithdrawals(tx, context);
    seedVip(tx, context);
    seedBonuses(tx, context);
    tx.insert(meta)
      .values({ key: SEED_KEY, value: String(SEED_VERSION) })
      .run();
    return { seeded: true };
  });
}
