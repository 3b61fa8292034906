import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { httpStatusOf } from '@casino/contracts/core/http-status';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { EnvelopeError } from '../errors';
import { requestLanguage } from '../i18n/language';
import { translateServerText } from '../i18n/translate';

/** Fastify's own errors, each mapped to an envelope code and a message a person can act on. */
const FRAMEWORK_ERRORS: Record<string, { code: number; status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ApiErrorCode.UNSUPPORTED_CONTENT_TYPE,
    status: 415,
    message:
      'Unsupported Content-Type: send application/json, application/x-www-form-urlencoded or multipart/form-data',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ApiErrorCode.PAYLOAD_TOO_LARGE,
    status: 413,
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: ApiErrorCode.MALFORMED_BODY,
    status: 400,
    message: 'Content-Length does not match the body',
  },
  FST_REQ_FILE_TOO_LARGE: {
    code: ApiErrorCode.PAYLOAD_TOO_LARGE,
    status: 413,
    message: 'File is too large (5 MB at most)',
  },
  FST_FILES_LIMIT: {
    code: ApiErrorCode.PAYLOAD_TOO_LARGE,
    status: 413,
    message: 'Too many files in one upload',
  },
  FST_PARTS_LIMIT: {
    code: ApiErrorCode.PAYLOAD_TOO_LARGE,
    status: 413,
    message: 'Too many parts in one upload',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: ApiErrorCode.UNSUPPORTED_CONTENT_TYPE,
    status: 415,
    message: 'This call takes multipart/form-data',
  },
};

/** Sends an error envelope; the status follows the code's policy unless a caller outside `/api` says otherwise. */
export function sendEnvelopeError(
  reply: FastifyReply,
  code: number,
  message: string,
  status = httpStatusOf(code),
  data: unknown = null,
) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: code, message, data });
}

/**
 * An `/api` HTTP 400 always carries `{ fields }` (the OpenAPI document says so): the
 * refused fields when a check named them, else an empty list (the payload as a whole: a body
 * that does not parse, or is not an object).
 */
function badRequestData(status: number, data: unknown): unknown {
  return status === 400 && (data === null || data === undefined) ? { fields: [] } : data;
}

/**
 * Every answer under /api is an envelope, errors included: a refusal never comes back as an
 * HTML page or a bare 500. Server faults are logged with their context and answered without
 * details (they could reveal internals to a caller probing for them).
 */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | EnvelopeError, request, reply) => {
      // Refusals are raised in English and leave in the player's language (X-FE-LANG).
      const inLanguage = (message: string) => translateServerText(message, requestLanguage(request));
      // Decision 022: under /api the status is the code's, whoever threw the refusal.
      const isApi = request.url.startsWith('/api/');
      const send = (code: number, message: string, status: number, data: unknown = null) =>
        sendEnvelopeError(reply, code, message, status, isApi ? badRequestData(status, data) : data);
      if (error instanceof EnvelopeError) {
        const status = isApi ? httpStatusOf(error.code) : error.httpStatus;
        return send(error.code, inLanguage(error.message), status, error.data);
      }
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (known)
        return send(known.code, inLanguage(known.message), isApi ? httpStatusOf(known.code) : known.status);
      const status = error.statusCode ?? 500;
      if (status < 500) {
        const code = status === 404 ? ApiErrorCode.UNKNOWN_PATH : ApiErrorCode.MALFORMED_BODY;
        return send(code, error.message, isApi ? httpStatusOf(code) : status);
      }
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return send(ApiErrorCode.SERVER_ERROR, inLanguage('Server is busy, please try later'), 500);
    });

    // JSON bodies: an empty body means "no payload" (several calls send none); anything that
    // does not parse is refused with the parser's reason.
    app.removeContentTypeParser(['application/json']);
    app.addContentTypeParser(
      ['application/json', 'application/*+json'],
      { parseAs: 'string' },
      (_request, body, done) => {
        const text = String(body).trim();
        if (text === '') return done(null, {});
        try {
          done(
            null,
            MAY_NAME_PROTOTYPE.test(text) ? JSON.parse(text, rejectPrototypeKeys) : JSON.parse(text),
          );
        } catch (cause) {
          if (cause instanceof PrototypeKey) return done(prototypeKeyRefused(cause.key), undefined);
          done(
            new EnvelopeError(
              ApiErrorCode.MALFORMED_BODY,
              `Malformed JSON body: ${cause instanceof Error ? cause.message : String(cause)}`,
              400,
            ),
            undefined,
          );
        }
      },
    );

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        const fields: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(String(body))) {
          if (PROTOTYPE_KEYS.has(key)) return done(prototypeKeyRefused(key), undefined);
          // A repeated key (`a=1&a=2`) is how some clients send lists: keep them comma-joined.
          fields[key] = key in fields ? `${fields[key]},${value}` : value;
        }
        done(null, fields);
      },
    );
  },
  { name: 'envelope' },
);

/**
 * Keys that name an object's prototype. No call has a field so named, and every payload is a
 * strict object, so such a key is refused as any field a call does not take (400 naming it),
 * JSON and form alike; it is never kept, so it never reaches an object where it would set the
 * prototype. It was once dropped silently: a call then took a field its document forbids.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The usual validation refusal, naming the key. */
const prototypeKeyRefused = (key: string) =>
  new EnvelopeError(
    ApiErrorCode.VALIDATION_FAILED,
    `Invalid request: ${key}: no call takes a field of this name`,
    400,
    {
      fields: [{ field: key, problem: 'invalid' }],
    },
  );

/** Thrown by the reviver to stop parsing at a prototype key. */
class PrototypeKey extends Error {
  constructor(readonly key: string) {
    super(`a JSON key names a prototype: ${key}`);
  }
}

/**
 * Bodies that could hold such a key, escaped (`\u005f_proto__`) or not; only they are parsed
 * with the reviver that looks at each key, which is several times slower.
 */
const MAY_NAME_PROTOTYPE = /__proto__|constructor|prototype|\\u/;

function rejectPrototypeKeys(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw new PrototypeKey(key);
  return value;
}
