import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the reference tables of a fresh database from @casino/fixtures (deterministic). */
export function seedReference(_tx: SimTransaction, _context: SeedContext) {}
