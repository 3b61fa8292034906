import { type EndpointSample, proofs } from '../core/sample';
import type { documentEndpoints } from './endpoints';

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const documentsSamples: Record<keyof typeof documentEndpoints, EndpointSample> = {
  memberDocumentsUpdate: {
    validRequest: proofs,
    validResponse: { ...proofs, documentStatus: 10 },
    invalidRequest: { ...proofs, paymentProofId: '' },
    invalidField: 'paymentProofId',
  },
};
