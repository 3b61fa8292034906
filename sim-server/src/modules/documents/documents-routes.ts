import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { reviewDueDocuments, submitDocuments } from './documents-service';

/** The review of submitted identity documents, on the simulator clock. */
export function registerDocumentJobs(app: FastifyInstance) {
  app.jobList.register('documents.review', (now) => reviewDueDocuments(app.db, now));
}

/** Handler of the identity documents call (spec 02 §7). */
export function createDocumentHandlers(app: FastifyInstance) {
  return {
    memberDocumentsUpdate: ({ input, requireMember }) =>
      submitDocuments(app.db, requireMember().id, input, app.clock.now()),
  } satisfies Partial<ApiHandlers>;
}
