import { type EndpointSample, MEMBER_ID } from '../core/sample';
import type { transactionEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const transactionsSamples: Record<keyof typeof transactionEndpoints, EndpointSample> = {
  memberTransactionPage: {
    validRequest: { amount_GT: 0, pageNum: 1, pageSize: 20, createTime_0: 'DESC' },
    validResponse: {
      content: [
        {
          id: 7001,
          type: 'GAME_BET',
          amount: 2.5,
          balanceBefore: 100,
          balanceAfter: 97.5,
          createTime: '2025-03-01T10:00:00.000Z',
        },
      ],
      number: 1,
      size: 20,
      totalElements: 1,
      last: true,
    },
    invalidRequest: { memberId_EQ: MEMBER_ID },
    invalidField: '',
  },
};
