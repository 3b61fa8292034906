import type { EndpointSample } from '../core/sample';
import type { inviteEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const invitesSamples: Record<keyof typeof inviteEndpoints, EndpointSample> = {
  getMember: {
    validRequest: { id: 1001 },
    validResponse: { id: 1001, childCount: 3, treasureIndex: 1 },
    invalidRequest: { id: '1001x' },
    invalidField: 'id',
  },
  receiveInviteBonus: {
    validRequest: { id: 1001, inviteConfigId: 2 },
    validResponse: null,
    invalidRequest: { id: 1001 },
    invalidField: 'inviteConfigId',
  },
  inviteConfigListAll: {
    validRequest: { personCount_0: 'ASC' },
    validResponse: [{ id: 2, personCount: 3, bonusAmount: 15 }],
    invalidRequest: { personCount_0: 'asc' },
    invalidField: 'personCount_0',
  },
};
