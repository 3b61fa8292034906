import { ApiErrorCode } from './envelope';

/**
 * The HTTP status policy of `/api` (decision 022), decided here and nowhere else: a protocol
 * problem (malformed body, wrong content type, unknown path, wrong method, too large, schema
 * violation, server fault) is an HTTP error whose status the envelope code mirrors; every
 * business answer, refusals included (-2 not signed in, 403, 429, 1xxx), is HTTP 200 with its
 * code, as the spec's clients expect. The simulator's error paths and the OpenAPI document
 * both read this table.
 */
export const PROTOCOL_STATUS = {
  [ApiErrorCode.VALIDATION_FAILED]: 400,
  /** A body that does not parse is a bad request; the code tells it from a schema violation. */
  [ApiErrorCode.MALFORMED_BODY]: 400,
  [ApiErrorCode.UNKNOWN_PATH]: 404,
  [ApiErrorCode.METHOD_NOT_ALLOWED]: 405,
  [ApiErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ApiErrorCode.UNSUPPORTED_CONTENT_TYPE]: 415,
  [ApiErrorCode.SERVER_ERROR]: 500,
} as const satisfies Partial<Record<number, number>>;

export type ProtocolCode = keyof typeof PROTOCOL_STATUS;

export const isProtocolCode = (code: number): code is ProtocolCode => code in PROTOCOL_STATUS;

/** The HTTP status of an `/api` answer with this envelope code. */
export function httpStatusOf(code: number): number {
  return isProtocolCode(code) ? PROTOCOL_STATUS[code] : 200;
}
