/**
 * Per-endpoint samples: a valid request and answer, and an invalid request with the field
 * that makes it invalid. The contract tests, the fuzzer and the OpenAPI examples read them.
 */
export interface EndpointSample {
  validRequest: unknown;
  validResponse: unknown;
  /** A request the schema must refuse, and the dotted path of the field it must name. */
  invalidRequest: unknown;
  invalidField: string;
}

/** Values several domains' samples share (each domain's `samples.ts` holds its own). */
export const createTime = '2024-05-01T10:00:00.000Z';

export const page = <T>(content: T[]) => ({
  content,
  number: 1,
  size: 20,
  totalElements: content.length,
  last: true,
});

export const MEMBER_ID = 1001;

export const proofs = {
  idcardProofId: '11,12',
  idcardHoldProofId: '13',
  addressProofId: '14',
  paymentProofId: '15',
};

/**
 * A call without payload refuses any field; zod reports that on the object itself, so the
 * invalid field is '' (the root).
 */
export const noPayload = { validRequest: {}, invalidRequest: { memberId: MEMBER_ID }, invalidField: '' };

/**
 * A sample whose invalid request is the valid one with one field set to `bad`, so the refusal
 * can only come from that field.
 */
export function refusedFor(
  invalidField: string,
  bad: unknown,
  validRequest: Record<string, unknown>,
  validResponse: unknown,
): EndpointSample {
  return {
    validRequest,
    validResponse,
    invalidRequest: { ...validRequest, [invalidField]: bad },
    invalidField,
  };
}

/** A sample whose invalid request is the valid one without `invalidField`, a required field. */
export function refusedWithout(
  invalidField: string,
  validRequest: Record<string, unknown>,
  validResponse: unknown,
): EndpointSample {
  const { [invalidField]: _left, ...invalidRequest } = validRequest;
  return { validRequest, validResponse, invalidRequest, invalidField };
}
