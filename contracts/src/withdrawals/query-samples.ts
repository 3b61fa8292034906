import type { EndpointSample } from '../core/sample';
import type { withdrawQueryEndpoints } from './query-endpoints';

export const withdrawQuerySamples: Record<keyof typeof withdrawQueryEndpoints, EndpointSample> = {
  withdrawQueryStatus: {
    validRequest: { usernameOrEmail: 'demo', withdrawalId: 12, password: 'Demo1234!' },
    validResponse: {
      id: 12,
      createTime: '2026-11-20T10:00:00.000Z',
      currency: 'USD',
      amount: 50,
      status: 20,
      updateTime: '2026-11-20T10:03:00.000Z',
    },
    invalidRequest: { usernameOrEmail: 'demo', password: 'x' },
    invalidField: 'withdrawalId',
  },
};
