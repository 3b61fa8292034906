import { ApiErrorCode, type FieldProblem } from '@casino/contracts/core/envelope';
import { httpStatusOf } from '@casino/contracts/core/http-status';

/**
 * A refusal the caller should read: answered as an envelope with this code and message.
 * Handlers throw it; the envelope plugin turns it into the answer. Under `/api` the status
 * always follows the code (decision 022, `httpStatusOf`); `httpStatus` only matters on the
 * provider pages and the control plane, which answer their own way.
 */
export class EnvelopeError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = httpStatusOf(code),
    /** Details a client can act on (sent as the envelope's `data`); null for most refusals. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

export const businessError = (code: number, message: string, data: unknown = null) =>
  new EnvelopeError(code, message, httpStatusOf(code), data);
/**
 * A payload refused for one field after the schema passed it: HTTP 400 with `data.fields` naming
 * the field, as a schema failure does (every 400 carries the refused fields).
 */
export const invalidField = (field: string, message: string, problem: FieldProblem = 'invalid') =>
  new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, message, 400, { fields: [{ field, problem }] });
export const notSignedIn = () => new EnvelopeError(ApiErrorCode.NOT_SIGNED_IN, 'Please sign in to continue');
export const accountDisabled = () =>
  businessError(ApiErrorCode.ACCOUNT_DISABLED, 'This account is disabled. Please contact support.');
export const forbidden = (message = 'You can only act on your own account') =>
  new EnvelopeError(ApiErrorCode.FORBIDDEN, message);
export const notFound = (what: string) => new EnvelopeError(ApiErrorCode.NOT_FOUND, `${what} was not found`);
