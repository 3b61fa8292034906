import { CONTROL_PREFIX } from '@casino/contracts/control/operation';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelopeError } from '../plugins/envelope';
import { SECURITY_HEADERS } from '../plugins/security-headers';
import { CONTROL_KEY_HEADER } from './control-http';
import { checkControlKey } from './control-key';

/** The envelope code and status of the router's own refusals, each the HTTP status it stands for. */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A path parameter is longer than 100 characters' },
  FST_ERR_BAD_URL: { status: 400, message: 'A path parameter is not valid percent-encoding' },
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route, hook or error handler
 * runs (a path parameter of 100+ characters, a bad percent-encoding; only `/__sim` routes have
 * parameters). Fastify's raw answer (`{ statusCode, code }`) was neither envelope and came before
 * the control key was checked: now the key first, then the envelope, status kept.
 * `controlKey` is null when the control plane is off (production-like mode).
 */
export function routerErrorHandler(controlKey: string | null) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // No hook runs for these answers: the headers every answer carries are set here.
    void reply.headers(SECURITY_HEADERS);
    const path = request.url.split('?')[0] ?? '';
    if (controlKey !== null && (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`))) {
      const refusal = checkControlKey(request.headers[CONTROL_KEY_HEADER], controlKey);
      if (refusal) return sendEnvelopeError(reply, refusal.code, refusal.message, refusal.status);
    }
    const known = ROUTER_ERRORS[error.code];
    // An `/api` 400 carries `{ fields }` (none of its paths has parameters, so none comes here).
    const data = known?.status === 400 && path.startsWith('/api/') ? { fields: [] } : null;
    if (known) return sendEnvelopeError(reply, known.status, known.message, known.status, data);
    request.log.error({ err: error, url: request.url }, 'the router refused a request');
    return sendEnvelopeError(reply, ApiErrorCode.SERVER_ERROR, 'The request could not be routed', 500);
  };
}
