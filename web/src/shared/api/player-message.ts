import { ApiError } from '@casino/contracts/core/client';
import {
  ApiErrorCode,
  type FieldProblem,
  type ValidationDetails,
  validationDetailsSchema,
} from '@casino/contracts/core/envelope';
import { i18n } from '../i18n/i18n';
import { protectionRefusalMessage } from './protection-refusal';

/**
 * Codes whose server text is for developers (a route, a content type, a crash): the player gets
 * the translated "server busy" instead. Business refusals (>= 1000, 403, 429) are written for
 * players and are shown as the server says them, in the language the request named.
 */
const TECHNICAL_CODES: ReadonlySet<number> = new Set([
  ApiErrorCode.UNKNOWN_PATH,
  ApiErrorCode.METHOD_NOT_ALLOWED,
  ApiErrorCode.PAYLOAD_TOO_LARGE,
  ApiErrorCode.UNSUPPORTED_CONTENT_TYPE,
  ApiErrorCode.MALFORMED_BODY,
  ApiErrorCode.SERVER_ERROR,
  // A QA farm's world lost with its replica (decision 058): the message names replicas.
  ApiErrorCode.GONE,
]);

/** The fields a VALIDATION_FAILED answer names (contracts `validationDetailsSchema`); [] else. */
export function fieldProblemsOf(error: unknown): ValidationDetails['fields'] {
  if (!(error instanceof ApiError) || error.code !== ApiErrorCode.VALIDATION_FAILED) return [];
  const parsed = validationDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.fields : [];
}

/**
 * What a player is told about a failed call, never developer text: a protection refusal's
 * sentence, the translated network text for -1 (and for anything that is not an api error, such
 * as a browser's "Failed to fetch"), a translated "check the fields" for a contract refusal that
 * names fields, "server busy" for technical codes and empty messages, else the server's message.
 */
export function playerMessage(error: unknown): string {
  const refusal = protectionRefusalMessage(error);
  if (refusal) return refusal;
  if (!(error instanceof ApiError) || error.code === ApiErrorCode.NETWORK_FAILURE) {
    return i18n.t('common.networkFailure');
  }
  if (fieldProblemsOf(error).length > 0) return i18n.t('common.checkFields');
  if (TECHNICAL_CODES.has(error.code) || !error.message.trim()) return i18n.t('common.serverBusy');
  return error.message;
}

/** The translated tip under a field the server refused (`max` from the contract, see schema-limits). */
export function fieldProblemTip(problem: FieldProblem, max: number | undefined): string {
  if (problem === 'too_long' && max !== undefined) return i18n.t('common.fieldTooLong', { max: String(max) });
  if (problem === 'missing') return i18n.t('common.fieldMissing');
  return i18n.t('common.fieldInvalid');
}
