import { type EndpointSample, refusedFor } from '../core/sample';
import type { vipEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const vipSamples: Record<keyof typeof vipEndpoints, EndpointSample> = {
  vipLevelListAll: {
    validRequest: { level_0: 'ASC' },
    validResponse: [{ level: 1, points: 400 }],
    invalidRequest: { level: 40 },
    invalidField: 'level',
  },
  vipStoreListAll: {
    validRequest: { level_0: 'ASC', points_1: 'ASC' },
    validResponse: [
      { id: 1, level: 10, points: 100, bonus: 5 },
      { id: 2, level: 20, points: 500, bonus: 30 },
    ],
    invalidRequest: { level_0: 'asc' },
    invalidField: 'level_0',
  },
  vipStoreRedeem: refusedFor(
    'id',
    'two',
    { id: 2 },
    { packageId: 2, pointsSpent: 500, bonus: 30, vipPoints: 120 },
  ),
};
