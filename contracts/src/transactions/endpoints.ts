import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { pagedSchema } from '../core/envelope';
import { listTimeSchema } from '../core/primitives';
import { listQuerySchema } from '../core/query-words';
import { ledgerTransactionTypeSchema } from './enums';
import { LedgerTransactionSchema } from './schemas';

/** The member's transaction history (spec 02 §7). */

/** The history sends amount_GT 0, pageNum, pageSize 20 and createTime_0 DESC. */
const transactionListFields = {
  type: ledgerTransactionTypeSchema,
  amount: z.number(),
  /** ISO date-time, compared as text. */
  createTime: listTimeSchema,
};

export const transactionEndpoints = {
  memberTransactionPage: defineEndpoint({
    path: '/sys/member/transaction/page',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: listQuerySchema(transactionListFields, { paged: true }),
    response: pagedSchema(LedgerTransactionSchema),
    summary: "A page of the member's ledger rows, newest first",
    tags: ['transactions'],
  }),
} as const;
