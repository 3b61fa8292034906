import { setTimeout as sleep } from 'node:timers/promises';
import { ApiErrorCode } from '@casino/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_REQUEST_HEADER } from './control-http';
import { type Fault, latencyOf } from './fault-store';
import { maskSecrets } from './request-journal';

interface Trace {
  startedAt: number;
  clockTime: number;
  fault: string | null;
  error: number | null;
  message: string | null;
}

const traces = new WeakMap<FastifyRequest, Trace>();
const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api';
const pathOf = (url: string) => url.split('?')[0] ?? url;

function describeFault(fault: Fault, latency: number): string {
  const effect = fault.drop
    ? 'drop'
    : fault.http500
      ? 'http500'
      : fault.error
        ? `error ${fault.error.code}`
        : null;
  return [latency > 0 ? `latency ${latency}ms` : null, effect].filter(Boolean).join(', ');
}

function bodyForJournal(request: FastifyRequest): unknown {
  if (request.isMultipart()) return '[multipart]';
  return maskSecrets(request.body ?? null);
}

/**
 * The journal and the faults act on `/api` requests of this world: faults first delay, then
 * answer an error envelope, an HTTP 500 envelope, or drop the connection without a word (the
 * app shows a network failure, -1). The journal keeps every request with its answer.
 */
export function registerTrafficHooks(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const trace: Trace = {
      startedAt: performance.now(),
      clockTime: app.clock.now(),
      fault: null,
      error: null,
      message: null,
    };
    traces.set(request, trace);
    // The control plane's own calls into the world are neither faulted nor journaled.
    if (request.headers[INTERNAL_REQUEST_HEADER]) return;
    const fault = app.simFaults.take(pathOf(request.url), Boolean(request.headers.authorization));
    if (!fault) return;
    const latency = latencyOf(fault);
    trace.fault = describeFault(fault, latency);
    if (latency > 0) await sleep(latency);
    if (fault.drop) {
      recordRequest(app, request, 0);
      reply.hijack();
      // An injected request (component tests) has a stand-in socket: its response ends in error.
      reply.raw.destroy(new Error('Connection dropped by a QA fault'));
      const socket = request.raw.socket as { destroy?: () => void } | undefined;
      if (typeof socket?.destroy === 'function') socket.destroy();
      return reply;
    }
    if (fault.http500) {
      return reply
        .code(500)
        .type('application/json; charset=utf-8')
        .send({ error: ApiErrorCode.SERVER_ERROR, message: 'Injected server error (QA fault)', data: null });
    }
    if (fault.error) {
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send({
          error: fault.error.code,
          message: fault.error.message ?? `Injected error ${fault.error.code} (QA fault)`,
          data: null,
        });
    }
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const trace = traces.get(request);
    if (trace) Object.assign(trace, envelopeHead(payload));
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (traces.has(request)) recordRequest(app, request, reply.statusCode);
  });
}

/** `{"error":0,"message":"…"` as every envelope starts: read without parsing the (large) data. */
const ENVELOPE_HEAD = /^\{"error":(-?\d+),"message":("(?:[^"\\]|\\.)*")/;
const NOT_AN_ENVELOPE = { error: null, message: null };

/**
 * The envelope's error and message; nulls when the answer is not an envelope (a page, an
 * image). Kept answers come as bytes: only their head is decoded.
 */
function envelopeHead(payload: unknown): { error: number | null; message: string | null } {
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload) && payload.subarray(0, 9).toString() === '{"error":'
        ? payload.toString('utf8', 0, Math.min(payload.length, 2048))
        : null;
  if (text === null) return NOT_AN_ENVELOPE;
  const head = ENVELOPE_HEAD.exec(text);
  if (head?.[1] && head[2]) return { error: Number(head[1]), message: JSON.parse(head[2]) as string };
  try {
    const answer = JSON.parse(typeof payload === 'string' ? payload : String(payload)) as {
      error?: unknown;
      message?: unknown;
    };
    return {
      error: typeof answer.error === 'number' ? answer.error : null,
      message: typeof answer.message === 'string' ? answer.message : null,
    };
  } catch {
    return NOT_AN_ENVELOPE;
  }
}

function recordRequest(app: FastifyInstance, request: FastifyRequest, httpStatus: number) {
  const trace = traces.get(request);
  if (!trace || request.headers[INTERNAL_REQUEST_HEADER]) return;
  traces.delete(request);
  app.simJournal.record({
    method: request.method,
    path: pathOf(request.url),
    query: maskSecrets(request.query ?? null),
    body: bodyForJournal(request),
    httpStatus,
    error: trace.error,
    message: trace.message,
    fault: trace.fault,
    durationMs: Math.round(performance.now() - trace.startedAt),
    time: new Date(trace.clockTime).toISOString(),
  });
}
