/** The paged lists of spec 02 §9: history, transactions, news, withdrawals. */
export const ListRules = {
  PAGE_SIZE: 20,
  LOAD_MORE_WITHIN_PX: 30,
} as const;
