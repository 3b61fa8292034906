import { Readable } from 'node:stream';
import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INTERNAL_REQUEST_HEADER } from '../control/control-http';
import { EnvelopeError } from '../errors';
import { checkAnswer, checkRequest, type Violation } from './contract-check';
import type { CallName } from './drift-report';
import { markExchangeSource } from './exchange-source';
import type { ProxyLink } from './proxy-link';
import { Recording } from './recording';
import { adoptUpstreamSession } from './session-bridge';

declare module 'fastify' {
  interface FastifyInstance {
    /** Proxy mode's link to the operator's backend; null when the simulator answers everything. */
    proxyLink: ProxyLink | null;
  }
}

interface Call extends CallName {
  endpoint: EndpointDefinition;
}

/** Request headers the backend needs: the member's token, the language, what the body is. */
const FORWARDED_HEADERS = [
  'authorization',
  'x-fe-lang',
  'accept-language',
  'content-type',
  'accept',
  'user-agent',
];
/** Answer headers passed back (the body is sent decoded, so never its encoding or length). */
const RETURNED_HEADERS = ['content-type', 'content-disposition', 'cache-control'];
/** A body larger than this is refused before it is read (uploads: 6 files of 5 MB). */
const RAW_BODY_LIMIT = 32 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * Sent with every forwarded call. A simulator that receives it in proxy mode would forward it
 * again: `SIM_UPSTREAM` points back at a proxy (itself, or a chain of them), so it refuses.
 */
const FORWARDED_MARK = 'x-sim-forwarded';

/** `/api/...` route → its call in the contracts' registry (aliases too). */
function callsByRoute(): Map<string, Call> {
  const calls = new Map<string, Call>();
  for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDefinition][]) {
    for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      calls.set(`/api${path}`, { call: name, method: endpoint.method, path: endpoint.path, endpoint });
    }
  }
  return calls;
}

const tooLarge = () => new EnvelopeError(ApiErrorCode.PAYLOAD_TOO_LARGE, 'The request is too large', 413);

const pathOf = (url: string) => url.split('?')[0] ?? url;

function envelopeReply(reply: FastifyReply, status: number, error: number, message: string) {
  return reply
    .code(status)
    .type(JSON_TYPE)
    .send(JSON.stringify({ error, message, data: null }));
}

/**
 * Proxy mode (`SIM_UPSTREAM`, decision 021): each `/api` call of the contracts is answered by
 * the operator's backend (`upstream`), a recording (`replay`) or this simulator (`simulate`),
 * by the first `SIM_PROXY_MODES` glob its path matches. Runs as the last `preHandler`, so the
 * control plane's faults (onRequest) and overrides (preHandler) act first, exactly as on
 * simulated calls. Every forwarded request and answer is checked against the contracts; what
 * breaks them goes into the drift report. The journal marks the exchange's source.
 */
export const upstreamProxyPlugin = fp(
  async (app: FastifyInstance, options: { link: ProxyLink | null }) => {
    app.decorate('proxyLink', options.link);
    if (!options.link) return;
    const link: ProxyLink = options.link;
    const calls = callsByRoute();
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    const callOf = (request: FastifyRequest): Call | null => {
      if (request.headers[INTERNAL_REQUEST_HEADER]) return null;
      const call = calls.get(request.routeOptions.url ?? '');
      return call && call.method === request.method ? call : null;
    };

    // The body is forwarded as the app sent it (form, JSON or multipart bytes), not re-encoded
    // from what the simulator parsed.
    app.addHook('preParsing', async (request, _reply, payload) => {
      const call = callOf(request);
      if (!call || link.modeOf(pathOf(request.url)) !== 'upstream') return payload;
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > RAW_BODY_LIMIT) throw tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        size += buffer.length;
        if (size > RAW_BODY_LIMIT) throw tooLarge();
        chunks.push(buffer);
      }
      const raw = Buffer.concat(chunks);
      rawBodies.set(request, raw);
      return Readable.from([raw]);
    });

    app.addHook('preHandler', async (request, reply) => {
      const call = callOf(request);
      if (!call) return;
      const mode = link.modeOf(pathOf(request.url));
      if (mode === 'simulate') return adoptUpstreamSession(app, request, link.upstreamUsername);
      const multipart = request.isMultipart();
      const requestViolations = checkRequest(call.endpoint, {
        query: request.query,
        body: multipart ? null : request.body,
        contentType: request.headers['content-type'],
      });
      if (mode === 'replay') return replay(request, reply, call, requestViolations);
      if (request.headers[FORWARDED_MARK]) {
        return envelopeReply(
          reply,
          508,
          ApiErrorCode.SERVER_ERROR,
          'Forwarding loop: SIM_UPSTREAM points back at a simulator in proxy mode',
        );
      }
      return forward(request, reply, call, requestViolations, rawBodies.get(request));
    });

    function replay(request: FastifyRequest, reply: FastifyReply, call: Call, violations: Violation[]) {
      link.drift.record(call, violations);
      markExchangeSource(request, 'replay');
      const body = request.isMultipart() ? null : (request.body ?? null);
      const found = link.recording?.find({
        method: request.method,
        path: pathOf(request.url),
        query: request.query ?? null,
        body,
      });
      if (!found) {
        const where = link.recording ? `in ${link.recording.file}` : '(SIM_RECORD names no recording)';
        return envelopeReply(
          reply,
          502,
          ApiErrorCode.SERVER_ERROR,
          `Nothing recorded for ${request.method} ${pathOf(request.url)} ${where}`,
        );
      }
      return reply
        .code(found.status)
        .type(found.contentType ?? JSON_TYPE)
        .header('x-sim-via', 'replay')
        .send(Recording.answerOf(found));
    }

    async function forward(
      request: FastifyRequest,
      reply: FastifyReply,
      call: Call,
      requestViolations: Violation[],
      raw: Buffer | undefined,
    ) {
      markExchangeSource(request, 'upstream');
      const headers = new Headers();
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      headers.set(FORWARDED_MARK, '1');
      const forwardedFor = request.headers['x-forwarded-for'];
      headers.set(
        'x-forwarded-for',
        typeof forwardedFor === 'string' ? `${forwardedFor}, ${request.ip}` : request.ip,
      );
      let response: Response;
      try {
        response = await fetch(`${link.upstream}${request.url}`, {
          method: request.method,
          headers,
          body: request.method === 'GET' || !raw || raw.length === 0 ? undefined : new Uint8Array(raw),
          redirect: 'manual',
          signal: AbortSignal.timeout(link.timeoutMs),
        });
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        request.log.warn({ upstream: link.upstream, call: call.call, reason }, 'upstream did not answer');
        link.drift.record(call, requestViolations);
        return envelopeReply(reply, 502, ApiErrorCode.SERVER_ERROR, 'Server is busy, please try later');
      }
      const answer = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get('content-type');
      const answerViolations = checkAnswer(call.endpoint, {
        contentType: contentType ?? undefined,
        text: answer.toString('utf8'),
      });
      link.drift.record(call, [...requestViolations, ...answerViolations]);
      link.recording?.record({
        call: call.call,
        method: request.method,
        path: pathOf(request.url),
        query: request.query ?? null,
        body: request.isMultipart() ? '[multipart]' : (request.body ?? null),
        status: response.status,
        contentType,
        answer,
      });
      for (const name of RETURNED_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      return reply.code(response.status).header('x-sim-via', 'upstream').send(answer);
    }
  },
  { name: 'upstream-proxy', dependencies: ['envelope'] },
);
