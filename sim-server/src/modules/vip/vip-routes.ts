import { endpoints } from '@casino/contracts/registry';
import { memberBadgeLevelSchema } from '@casino/contracts/vip/enums';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { listAll } from '../../api/list-query';
import { vipStorePackages } from '../../db/schema/index';
import { listFieldsOf } from '../withdrawals/list-fields';
import { listVipLevels } from './vip-repository';
import { redeemVipPackage, toVipStorePackage } from './vip-store-service';

const vipStoreListFields = listFieldsOf(endpoints.vipStoreListAll.request);

/** Handlers of the VIP club's levels (public) and the VIP store (spec 02 §7). */
export function createVipHandlers(app: FastifyInstance) {
  return {
    vipLevelListAll: ({ input }) =>
      listVipLevels(app.db, input).map((row) => ({
        level: memberBadgeLevelSchema.parse(row.level),
        points: row.points,
      })),

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
