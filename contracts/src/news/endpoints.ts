import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { pagedSchema } from '../core/envelope';
import { idPayloadSchema, idSchema, listTimeSchema, noDataSchema } from '../core/primitives';
import { listQuerySchema } from '../core/query-words';
import { newsStatusSchema, newsTypeSchema } from './enums';
import { NewsItemSchema } from './schemas';

const tags = ['news'] as const;

/** Fields a news list may filter and sort on. `memberId_EQ` must be the caller's own id. */
export const newsListFields = {
  id: idSchema,
  memberId: idSchema,
  type: newsTypeSchema,
  status: newsStatusSchema,
  createTime: listTimeSchema,
};

/** The member's message centre. */
export const newsEndpoints = {
  newsUnreadCount: defineEndpoint({
    path: '/sys/news/getNewCount',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: z.strictObject({ memberId: idSchema }),
    response: z.number().int().min(0),
    summary: 'Number of unread news items',
    tags,
  }),
  newsListPage: defineEndpoint({
    path: '/base/news/listPage',
    method: 'POST',
    encoding: 'form',
    // Under /base but per member: it lists the caller's own news only.
    auth: 'member',
    indicator: true,
    request: listQuerySchema(newsListFields, { paged: true, maxPageSize: 100 }),
    response: pagedSchema(NewsItemSchema),
    summary: 'A page of the member news, newest first (createTime_0 DESC)',
    tags,
  }),
  setNewsStatus: defineEndpoint({
    path: '/sys/news/setNewsStatus',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: idPayloadSchema,
    response: noDataSchema,
    summary: 'Mark a news item read',
    ours: 'the answer is not shown; data is null',
    tags,
  }),
} as const;
