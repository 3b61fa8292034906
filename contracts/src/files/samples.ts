import { type EndpointSample, refusedFor } from '../core/sample';
import type { filesEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const filesSamples: Record<keyof typeof filesEndpoints, EndpointSample> = {
  fileUpload: refusedFor(
    'file',
    {},
    { file: new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }) },
    { id: 77 },
  ),
  fileGet: {
    validRequest: { id: 77, width: 200, height: 120 },
    validResponse: null,
    invalidRequest: { id: 77, width: 10000 },
    invalidField: 'width',
  },
};
