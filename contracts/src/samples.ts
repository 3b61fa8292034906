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
