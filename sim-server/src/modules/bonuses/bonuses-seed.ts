import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the bonuses tables of a fresh database from @casino/fixtures (deterministic). */
export function seedBonuses(_tx: SimTransaction, _context: SeedContext) {}
