import { seedCashoutMethods } from '@casino/fixtures/withdrawals';
import type { SimTransaction } from '../../db/database';
import { cashoutPaymentMethods } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';

/** Seeds the cash-out methods of a fresh database from @casino/fixtures (deterministic). */
export function seedWithdrawals(tx: SimTransaction, _context: SeedContext) {
  tx.insert(cashoutPaymentMethods)
    .values([...seedCashoutMethods])
    .run();
}
