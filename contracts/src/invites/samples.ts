import { type EndpointSample, refusedFor, refusedWithout } from '../core/sample';
import type { inviteEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const invitesSamples: Record<keyof typeof inviteEndpoints, EndpointSample> = {
  getMember: refusedFor('id', '1001x', { id: 1001 }, { id: 1001, childCount: 3, treasureIndex: 1 }),
  receiveInviteBonus: refusedWithout('inviteConfigId', { id: 1001, inviteConfigId: 2 }, null),
  inviteConfigListAll: refusedFor('personCount_0', 'asc', { personCount_0: 'ASC' }, [
    { id: 2, personCount: 3, bonusAmount: 15 },
  ]),
};
