import { createTime, type EndpointSample, page } from '../core/sample';
import type { newsEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const newsSamples: Record<keyof typeof newsEndpoints, EndpointSample> = {
  newsUnreadCount: {
    validRequest: { memberId: 1001 },
    validResponse: 2,
    invalidRequest: { memberId: 0 },
    invalidField: 'memberId',
  },
  newsListPage: {
    validRequest: { pageNum: 1, pageSize: 20, createTime_0: 'DESC', memberId_EQ: 1001 },
    validResponse: page([
      { id: 9, message: 'Your cash-out was paid', type: 0, status: 0, memberId: 1001, createTime },
    ]),
    invalidRequest: { pageNum: 1, pageSize: 500 },
    invalidField: 'pageSize',
  },
  setNewsStatus: {
    validRequest: { id: 9 },
    validResponse: null,
    invalidRequest: { id: 1.5 },
    invalidField: 'id',
  },
};
