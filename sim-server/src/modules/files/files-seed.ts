import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the files tables of a fresh database from @casino/fixtures (deterministic). */
export function seedFiles(_tx: SimTransaction, _context: SeedContext) {}
