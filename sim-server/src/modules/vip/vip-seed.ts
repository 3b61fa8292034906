import { seedVipLevels } from '@casino/fixtures/reference';
import { seedVipStorePackages } from '@casino/fixtures/vip';
import type { SimTransaction } from '../../db/database';
import { vipLevels, vipStorePackages } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { toMinor } from '../ledger/money';

/** Seeds the VIP levels and store packages of a fresh database from @casino/fixtures (deterministic). */
export function seedVip(tx: SimTransaction, _context: SeedContext) {
  tx.insert(vipLevels)
    .values(seedVipLevels.map((level) => ({ ...level })))
    .run();
  tx.insert(vipStorePackages)
    .values(seedVipStorePackages.map((offer) => ({ ...offer, bonus: toMinor(offer.bonus) })))
    .run();
}
