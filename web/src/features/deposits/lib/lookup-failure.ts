import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';

/**
 * How an order's status look-up that got no usable answer is asked again (ours; decision 065):
 * after 1 s, then twice as long each time up to 30 s, for as long as the order is followed, and
 * only while the browser is online. A look that has not answered after `TIMEOUT_MS` is given up
 * and counts as such a failure.
 */
export const LOOKUP_RETRY = {
  FIRST_DELAY_MS: 1000,
  MAX_DELAY_MS: 30_000,
  TIMEOUT_MS: 15_000,
} as const;

/**
 * Failures that say nothing about the order, only about the way to the server: no answer (-1:
 * dropped, timed out, offline), the server or a proxy in trouble (5xx), or too many calls. Any
 * other code is the server's word on the call, a business answer the flow acts on.
 */
const TRANSIENT_CODES: ReadonlySet<number> = new Set([
  ApiErrorCode.NETWORK_FAILURE,
  ApiErrorCode.RATE_LIMITED,
  ApiErrorCode.SERVER_ERROR,
  ApiErrorCode.SERVICE_UNAVAILABLE,
]);

export function isTransientLookupFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return TRANSIENT_CODES.has(error.code) || (error.code >= 500 && error.code < 600);
}

/** The wait before asking again after the `failures`-th failure in a row (0 for the first). */
export function lookupRetryDelayMs(failures: number): number {
  return Math.min(LOOKUP_RETRY.FIRST_DELAY_MS * 2 ** failures, LOOKUP_RETRY.MAX_DELAY_MS);
}

/**
 * The server refused a look-up because of the session, not the order (-2, or a member disabled
 * meanwhile): the order stays kept, to be followed again once the member is signed in.
 */
export function isSessionRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ApiErrorCode.NOT_SIGNED_IN || error.code === ApiErrorCode.ACCOUNT_DISABLED)
  );
}
