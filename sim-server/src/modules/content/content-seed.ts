import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the content tables of a fresh database from @casino/fixtures (deterministic). */
export function seedContent(_tx: SimTransaction, _context: SeedContext) {}
