/**
 * The query key of the member's transaction history. The history is the transactions feature's;
 * a withdrawal, its cancel and a VIP store redeem each add a ledger row, so those features
 * invalidate it with this key (features do not import each other).
 */
export function getTransactionsQueryKey(memberId: number) {
  return ['transactions', memberId] as const;
}
