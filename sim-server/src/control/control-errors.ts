import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { EnvelopeError } from '../errors';
import { sendEnvelopeError } from '../plugins/envelope';

/**
 * The HTTP status of a control-plane refusal, so that status and envelope always agree: a
 * protocol code (400-599) is the status itself, "not found" (1004) is 404, and any other
 * business refusal of a module (a withdrawal that cannot take that status) is 409: the world's
 * state does not allow it. QA tools that look only at the status never read a failure as 200.
 */
export function controlStatusOf(code: number): number {
  if (code >= 400 && code <= 599) return code;
  if (code === ApiErrorCode.NOT_FOUND) return 404;
  return 409;
}

/** The control scope's own error handler (the `/api` one keeps business refusals at HTTP 200). */
export function installControlErrorHandler(scope: FastifyInstance) {
  scope.setErrorHandler((error: FastifyError | EnvelopeError, request, reply) => {
    if (error instanceof EnvelopeError) {
      return sendEnvelopeError(reply, error.code, error.message, controlStatusOf(error.code), error.data);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return sendEnvelopeError(reply, status, error.message, status);
    request.log.error({ err: error, url: request.url, method: request.method }, 'control request failed');
    return sendEnvelopeError(reply, ApiErrorCode.SERVER_ERROR, 'The control request failed', 500);
  });
}
