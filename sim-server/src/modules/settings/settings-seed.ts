import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the settings tables of a fresh database from @casino/fixtures (deterministic). */
export function seedSettings(_tx: SimTransaction, _context: SeedContext) {}
