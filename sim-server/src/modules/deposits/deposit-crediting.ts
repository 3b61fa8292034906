import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { eq } from 'drizzle-orm';
import type { SimTransaction } from '../../db/database';
import { members } from '../../db/schema/index';
import { postLedgerEntry } from '../ledger/ledger-service';
import { grantFirstDepositBonus } from '../ledger/money-policy';
import type { DepositOrderRow } from './deposits-repository';

/**
 * Credits a successful order, inside the caller's transaction: the DEPOSIT row (its reference
 * makes it once-only however often it is reached), the member's `credited` flag, and on the
 * member's first deposit whatever bonus the money policy grants for it.
 */
export function creditDeposit(tx: SimTransaction, order: DepositOrderRow, now: number) {
  const posted = postLedgerEntry(tx, {
    memberId: order.memberId,
    type: LedgerTransactionType.DEPOSIT,
    cashDelta: order.amount,
    bonusDelta: 0,
    reference: `deposit:${order.id}`,
    note: `${order.methodCode} ${order.externalId}`,
    now,
  });
  if (!posted) return;
  const member = tx
    .select({ credited: members.credited })
    .from(members)
    .where(eq(members.id, order.memberId))
    .get();
  const firstDeposit = member?.credited === false;
  tx.update(members).set({ credited: true }).where(eq(members.id, order.memberId)).run();
  if (firstDeposit) {
    grantFirstDepositBonus(tx, { memberId: order.memberId, amount: order.amount, orderId: order.id }, now);
  }
}
