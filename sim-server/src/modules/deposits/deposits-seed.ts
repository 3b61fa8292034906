import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the deposits tables of a fresh database from @casino/fixtures (deterministic). */
export function seedDeposits(_tx: SimTransaction, _context: SeedContext) {}
