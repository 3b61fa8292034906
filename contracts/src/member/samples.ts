import { type EndpointSample, refusedFor } from '../core/sample';
import type { memberEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const memberSamples: Record<keyof typeof memberEndpoints, EndpointSample> = {
  changePassword: refusedFor(
    'repassword',
    'typo',
    { id: 1001, password: 'new-pass', repassword: 'new-pass' },
    null,
  ),
};
