import type { EndpointSample } from '../core/sample';
import type { memberEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const memberSamples: Record<keyof typeof memberEndpoints, EndpointSample> = {
  changePassword: {
    validRequest: { id: 1001, password: 'new-pass', repassword: 'new-pass' },
    validResponse: null,
    invalidRequest: { id: 1001, password: 'new-pass', repassword: 'typo' },
    invalidField: 'repassword',
  },
};
