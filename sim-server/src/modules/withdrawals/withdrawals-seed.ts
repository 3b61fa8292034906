import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the withdrawals tables of a fresh database from @casino/fixtures (deterministic). */
export function seedWithdrawals(_tx: SimTransaction, _context: SeedContext) {}
