import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { idPayloadSchema, idSchema } from '../core/primitives';
import { listQuerySchema } from '../core/query-words';
import { memberBadgeLevelSchema } from './enums';
import { VipLevelSchema, VipRedeemResultSchema, VipStorePackageSchema } from './schemas';

/** The VIP club's levels (spec 01) and the VIP store where points buy bonuses (spec 02 §7). */

export const vipLevelListFields = { level: memberBadgeLevelSchema, points: z.number() };

/** The store sends level and points ascending (level_0 ASC, points_1 ASC). */
const vipStoreListFields = {
  level: z.number().int(),
  points: z.number().int(),
  id: idSchema,
};

export const vipEndpoints = {
  vipLevelListAll: defineEndpoint({
    path: '/base/vipLevel/listAll',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: listQuerySchema(vipLevelListFields, { paged: false }),
    response: z.array(VipLevelSchema),
    summary: 'VIP club levels with the points each needs (level_0 ASC)',
    tags: ['vip'],
  }),
  vipStoreListAll: defineEndpoint({
    path: '/base/vipStore/listAll',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: listQuerySchema(vipStoreListFields, { paged: false }),
    response: z.array(VipStorePackageSchema),
    summary: 'VIP store packages (level, points, bonus)',
    tags: ['vip'],
  }),
  vipStoreRedeem: defineEndpoint({
    path: '/sys/vipStore/redeem',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: idPayloadSchema,
    response: VipRedeemResultSchema,
    summary: 'Redeems VIP points for a package at or below the member level',
    ours: 'spec: answer not shown; we return the points spent, the bonus and the points left',
    tags: ['vip'],
  }),
} as const;
