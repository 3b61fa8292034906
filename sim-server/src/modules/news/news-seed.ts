import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the news tables of a fresh database from @casino/fixtures (deterministic). */
export function seedNews(_tx: SimTransaction, _context: SeedContext) {}
