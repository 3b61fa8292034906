import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { flagSchema } from '../core/enums';
import { firstScreenWire } from '../core/first-screen-wire';
import { emptyPayloadSchema, idPayloadSchema, idSchema } from '../core/primitives';
import { listQuerySchema } from '../core/query-words';
import { bannerTypeSchema } from './enums';
import { ArticleSchema, BannerSchema, PromotionSchema } from './schemas';

const tags = ['content'] as const;

export const bannerListFields = {
  id: idSchema,
  type: bannerTypeSchema,
  enabled: flagSchema,
  sortIndex: z.number(),
};

/** Banners, articles and the promotion popup. */
export const contentEndpoints = {
  bannerListAll: defineEndpoint({
    ...firstScreenWire.bannerListAll,
    auth: 'public',
    indicator: true,
    request: listQuerySchema(bannerListFields, { paged: false }),
    response: z.array(BannerSchema),
    summary: 'Home carousel banners (enabled 1, sortIndex_0 ASC)',
    tags,
  }),
  articleGet: defineEndpoint({
    path: '/base/article/get',
    method: 'POST',
    encoding: 'form',
    auth: 'public',
    indicator: true,
    request: idPayloadSchema,
    response: ArticleSchema,
    summary: 'One article (rules, legal or help page) by id',
    tags,
  }),
  currentPromotion: defineEndpoint({
    path: '/sys/promotion/current',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: emptyPayloadSchema,
    response: PromotionSchema.nullable(),
    summary: 'The promotion to show the member now, or null',
    ours: 'not in the spec: the promotion popup after login and sign-up needs its data',
    tags,
  }),
} as const;
