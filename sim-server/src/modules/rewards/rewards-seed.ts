import { seedVipStorePackages } from '@casino/fixtures/rewards';
import type { SimTransaction } from '../../db/database';
import { vipStorePackages } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { toMinor } from '../ledger/money';

/** Seeds the VIP store packages of a fresh database from @casino/fixtures (deterministic). */
export function seedRewards(tx: SimTransaction, _context: SeedContext) {
  tx.insert(vipStorePackages)
    .values(seedVipStorePackages.map((offer) => ({ ...offer, bonus: toMinor(offer.bonus) })))
    .run();
}
