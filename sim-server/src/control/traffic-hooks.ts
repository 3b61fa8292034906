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
    const fault = app.simFaults.take(pathOf(request.url));
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
    if (trace && typeof payload === 'string') {
      try {
        const answer = JSON.parse(payload) as { error?: unknown; message?: unknown };
        if (typeof answer.error === 'number') trace.error = answer.error;
        if (typeof answer.message === 'string') trace.message = answer.message;
      } catch {
        // Not JSON (a page or an image): the journal keeps the status only.
      }
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (traces.has(request)) recordRequest(app, request, reply.statusCode);
  });
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
