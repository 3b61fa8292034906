import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';
import { lastLedgerId } from './bonuses-repository';
import { startFridayFunAfter } from './vip-bonuses-service';

/**
 * Seeds the bonus jobs' bookkeeping: runs last, so the seeded members' opening balances
 * (DEPOSIT rows) are behind the Friday Fun cursor and never earn a bonus.
 */
export function seedBonuses(tx: SimTransaction, _context: SeedContext) {
  startFridayFunAfter(tx, lastLedgerId(tx));
}
