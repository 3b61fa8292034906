import { seedCashoutMethods, seedWithdrawalOrders } from '@casino/fixtures/withdrawals';
import { eq } from 'drizzle-orm';
import type { SimTransaction } from '../../db/database';
import { cashoutPaymentMethods, members } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { toMinor } from '../ledger/money';
import { createHeldWithdrawal } from './withdrawal-ledger';

/**
 * Seeds the cash-out methods of a fresh database from @casino/fixtures (deterministic), and the
 * withdrawals the seeded news speak of: each row with its ledger hold, as an application makes
 * it (the opening deposit covered them, so the balance the screens show is unchanged). A pending
 * one has no next step: it waits for QA to move it.
 */
export function seedWithdrawals(tx: SimTransaction, context: SeedContext) {
  tx.insert(cashoutPaymentMethods)
    .values([...seedCashoutMethods])
    .run();
  for (const order of seedWithdrawalOrders) {
    const member = tx
      .select({ id: members.id, currency: members.currency })
      .from(members)
      .where(eq(members.username, order.username))
      .get();
    if (!member) continue;
    // Not before the member and its opening deposit, which the seed makes at `now`: the order
    // of the fixtures is kept a millisecond apart.
    const time = context.now + seedWithdrawalOrders.indexOf(order);
    createHeldWithdrawal(
      tx,
      member,
      { ...order, amount: toMinor(order.amount) },
      {
        idcardProofIds: '',
        paymentProofIds: '',
        status: order.status,
        fate: order.status === 0 ? 'never' : 'completed',
        stepMs: 0,
        nextStepTime: null,
      },
      time,
    );
  }
}
