import { LedgerTransactionType, type LedgerTransactionTypeValue } from '@casino/contracts/transactions/enums';

/** Each ledger row type as a key of the transactions namespace (spec 02 §2 "Transaction history"). */
export const transactionTypeKey = {
  [LedgerTransactionType.GAME_BET]: 'transactions.type.bet',
  [LedgerTransactionType.GAME_WIN]: 'transactions.type.win',
  [LedgerTransactionType.GAME_ROLLBACK]: 'transactions.type.rollback',
  [LedgerTransactionType.WITHDRAW_ROLLBACK]: 'transactions.type.withdrawRollback',
  [LedgerTransactionType.PROMOTION]: 'transactions.type.promotion',
  [LedgerTransactionType.DEPOSIT]: 'transactions.type.deposit',
  [LedgerTransactionType.REDEEM]: 'transactions.type.redeem',
  [LedgerTransactionType.INVITE_AWARD]: 'transactions.type.inviteAward',
  [LedgerTransactionType.GIFT]: 'transactions.type.gift',
  [LedgerTransactionType.BENEFITS]: 'transactions.type.benefits',
  [LedgerTransactionType.WITHDRAW]: 'transactions.type.withdraw',
  [LedgerTransactionType.CASHBACK]: 'transactions.type.cashback',
  [LedgerTransactionType.FRIDAY_FUN]: 'transactions.type.fridayFun',
  [LedgerTransactionType.FIRST_DEPOSIT_BONUS]: 'transactions.type.firstDepositBonus',
} as const satisfies Record<LedgerTransactionTypeValue, string>;

/** Whether the row took money away: the balance after is below the balance before. */
export function balanceFell(row: { balanceBefore: number; balanceAfter: number }): boolean {
  return row.balanceAfter < row.balanceBefore;
}
