import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { memberTransactionPage } from './transactions-repository';

/** Handler of the transaction history (spec 02 §7): the member's ledger rows, newest first. */
export function createTransactionHandlers(app: FastifyInstance) {
  return {
    memberTransactionPage: ({ input, requireMember }) =>
      memberTransactionPage(app.db, requireMember().id, input),
  } satisfies Partial<ApiHandlers>;
}
