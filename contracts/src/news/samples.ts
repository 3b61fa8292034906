import { createTime, type EndpointSample, page, refusedFor } from '../core/sample';
import type { newsEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const newsSamples: Record<keyof typeof newsEndpoints, EndpointSample> = {
  newsUnreadCount: refusedFor('memberId', 0, { memberId: 1001 }, 2),
  newsListPage: {
    validRequest: { pageNum: 1, pageSize: 20, createTime_0: 'DESC', memberId_EQ: 1001 },
    validResponse: page([
      { id: 9, message: 'Your cash-out was paid', type: 0, status: 0, memberId: 1001, createTime },
    ]),
    invalidRequest: { pageNum: 1, pageSize: 500 },
    invalidField: 'pageSize',
  },
  setNewsStatus: refusedFor('id', 1.5, { id: 9 }, null),
};
