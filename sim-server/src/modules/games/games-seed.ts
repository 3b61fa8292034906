import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the games tables of a fresh database from @casino/fixtures (deterministic). */
export function seedGames(_tx: SimTransaction, _context: SeedContext) {}
