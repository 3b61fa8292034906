import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the rewards tables of a fresh database from @casino/fixtures (deterministic). */
export function seedRewards(_tx: SimTransaction, _context: SeedContext) {}
