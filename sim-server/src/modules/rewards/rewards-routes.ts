import { endpoints } from '@casino/contracts/registry';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { listAll } from '../../api/list-query';
import { vipStorePackages } from '../../db/schema/index';
import { listFieldsOf } from '../withdrawals/list-fields';
import { reviewDueDocuments, submitDocuments } from './documents-service';
import { memberTransactionPage } from './transactions-repository';
import { redeemVipPackage, toVipStorePackage } from './vip-store-service';

const vipStoreListFields = listFieldsOf(endpoints.vipStoreListAll.request);

/** The review of submitted identity documents, on the simulator clock. */
export function registerRewardJobs(app: FastifyInstance) {
  app.jobs.register('documents.review', (now) => reviewDueDocuments(app.db, now));
}

/** Handlers of the transaction history, identity documents and VIP store calls (spec 02 §7). */
export function createRewardHandlers(app: FastifyInstance) {
  return {
    memberTransactionPage: ({ input, requireMember }) =>
      memberTransactionPage(app.db, requireMember().id, input),

    memberDocumentsUpdate: ({ input, requireMember }) =>
      submitDocuments(app.db, requireMember().id, input, app.clock.now()),

    vipStoreListAll: ({ input, requireMember }) => {
      requireMember();
      return listAll(app.db, vipStorePackages, input, {
        fields: vipStoreListFields,
        columns: { level: vipStorePackages.level, points: vipStorePackages.points, id: vipStorePackages.id },
        scope: [eq(vipStorePackages.enabled, 1)],
        defaultOrder: [asc(vipStorePackages.level), asc(vipStorePackages.points), asc(vipStorePackages.id)],
      }).map(toVipStorePackage);
    },

    vipStoreRedeem: ({ input, requireMember }) =>
      redeemVipPackage(app.db, requireMember().id, input.id, app.clock.now()),
  } satisfies Partial<ApiHandlers>;
}
