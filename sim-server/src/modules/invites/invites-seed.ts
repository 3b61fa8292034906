import type { SimTransaction } from '../../db/database';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the invites tables of a fresh database from @casino/fixtures (deterministic). */
export function seedInvites(_tx: SimTransaction, _context: SeedContext) {}
