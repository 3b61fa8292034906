import { setTimeout as sleep } from 'node:timers/promises';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lastingBytesOf } from '../api/reused-bytes';
import { memberForToken, tokenFromRequest } from '../modules/auth/session-tokens';
import { exchangeSourceOf } from '../proxy/exchange-source';
import { mayHoldSecret } from '../security/secret-scan';
import { INTERNAL_REQUEST_HEADER } from './control-http';
import { dropConnection } from './drop-connection';
import { type Fault, latencyOf } from './fault-store';
import { patchedAnswer } from './override-patch';
import { maskSecrets } from './request-journal';

interface Trace {
  startedAt: number;
  clockTime: number;
  wallTime: number;
  member: { id: number; username: string } | null;
  fault: string | null;
  override: number | null;
  /** A patch override's fields, merged into the answer's `data` on its way out. */
  patch: Record<string, unknown> | null;
  /** A `drop` fault took this call: it is cut once its body is read (drop-connection.ts). */
  drop: boolean;
  error: number | null;
  message: string | null;
  answer: unknown;
}

/** Request headers the journal keeps for QA to assert on; never Authorization or cookies. */
const KEPT_HEADERS = ['x-fe-lang', 'content-type', 'accept-language'] as const;
/** An answer larger than this is kept only by its size (game lists, articles). */
const ANSWER_LIMIT = 64 * 1024;

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
 * answer an error envelope, an HTTP 500 envelope, or break the connection mid-answer (the app
 * shows a network failure, -1; see drop-connection.ts) once the body is read. Overrides then
 * answer a given envelope instead of the handler, or merge a patch into the handler's answer. The journal keeps every exchange: request, who made it, answer (secrets masked).
 */
export function registerTrafficHooks(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const member = memberForToken(app.db, tokenFromRequest(request), app.clock.now());
    const trace: Trace = {
      startedAt: performance.now(),
      clockTime: app.clock.now(),
      wallTime: Date.now(),
      member: member ? { id: member.id, username: member.username } : null,
      fault: null,
      override: null,
      patch: null,
      drop: false,
      error: null,
      message: null,
      answer: null,
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
      trace.drop = true;
      return;
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

  // A dropped call and overrides act once the body is read (an override may match on it),
  // before the handler: a money call dropped or answered by one opens no order, posts nothing.
  app.addHook('preHandler', async (request, reply) => {
    const trace = traces.get(request);
    if (!trace || request.headers[INTERNAL_REQUEST_HEADER]) return;
    if (trace.drop) {
      recordRequest(app, request, 0);
      await dropConnection(request, reply);
      return reply;
    }
    const body = request.isMultipart() ? null : (request.body ?? request.query ?? null);
    const override = app.simOverrides.take(pathOf(request.url), body);
    if (!override) return;
    trace.override = override.id;
    if (override.patch) {
      // The handler (or the upstream) answers; the patch is merged on the way out (onSend,
      // before the per-route compression).
      trace.patch = override.patch;
      return;
    }
    if (!override.envelope) return;
    const { error } = override.envelope;
    // As decision 003: business codes at HTTP 200, protocol codes (400-599) as their status.
    return reply
      .code(error >= 400 && error <= 599 ? error : 200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(override.envelope));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const trace = traces.get(request);
    if (!trace) return payload;
    const patched = trace.patch ? patchedAnswer(payload, trace.patch) : null;
    if (patched !== null) reply.removeHeader('content-length');
    const sent = patched ?? payload;
    Object.assign(trace, journalFormOf(sent));
    return sent;
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

/**
 * An answer kept as the bytes that were sent, decoded and masked only when someone reads the
 * journal (`toJSON`): parsing and walking every game list on its way out cost more than the
 * call itself (in `npm run bench`). Only answers with nothing to mask are kept this way.
 */
class UnreadAnswer {
  constructor(private readonly text: string | Buffer | (() => Buffer)) {}

  toJSON(): unknown {
    return decodeAnswer(typeof this.text === 'function' ? this.text() : this.text);
  }
}

function decodeAnswer(text: string | Buffer): unknown {
  try {
    const answer = JSON.parse(text.toString()) as { data?: unknown };
    return maskSecrets(answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer);
  } catch {
    return '[not JSON]';
  }
}

/** The envelope's `data`, masked; a large or non-JSON answer only by its size or kind. */
function answerData(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload : null;
  if (text === null) return payload === null || payload === undefined ? null : '[stream]';
  if (text.length > ANSWER_LIMIT) return `[answer of ${text.length} bytes]`;
  if (typeof text !== 'string') return journalAnswer(text);
  if (text.length >= MEMO_MIN_LENGTH) return memoisedAnswer(text);
  return journalAnswer(text);
}

/** A secret is masked at once, so it is never held in the journal, not even unread. */
function journalAnswer(text: string | Buffer): unknown {
  if (mayHoldSecret(text)) return decodeAnswer(text);
  // A kept page's memory is used again for a later one once sent (api/reused-bytes.ts).
  return new UnreadAnswer(typeof text === 'string' ? text : lastingBytesOf(text));
}

/** What the journal keeps of an answer: its envelope's error and message, and its data. */
interface JournalForm {
  error: number | null;
  message: string | null;
  answer: unknown;
}

/**
 * Kept answers are sent again and again: each is scanned and, when it holds a secret, masked
 * once, not on every call (the scan of a 17 KB game list cost a third of the lobby's throughput
 * in the bench), and its head read once. The answer cache's come as the same Buffer each time:
 * their whole journal form is kept by it, weakly. Long texts are keyed by the text, whose hash V8
 * keeps on the string, in a bounded map, so uncached answers cannot grow it.
 */
const MEMO_MIN_LENGTH = 256;
const MEMO_LIMIT = 64;
const memo = new Map<string, unknown>();
const keptForms = new WeakMap<Buffer, JournalForm>();

function journalFormOf(payload: unknown): JournalForm {
  const kept = Buffer.isBuffer(payload) ? keptForms.get(payload) : undefined;
  if (kept) return kept;
  const form = { ...envelopeHead(payload), answer: answerData(payload) };
  if (Buffer.isBuffer(payload)) keptForms.set(payload, form);
  return form;
}

function memoisedAnswer(text: string): unknown {
  if (memo.has(text)) return memo.get(text);
  const kept = journalAnswer(text);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(text, kept);
  return kept;
}

function keptHeaders(request: FastifyRequest): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
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
    headers: keptHeaders(request),
    member: trace.member,
    httpStatus,
    error: trace.error,
    message: trace.message,
    answer: trace.answer,
    fault: trace.fault,
    override: trace.override,
    via: exchangeSourceOf(request),
    durationMs: Math.round(performance.now() - trace.startedAt),
    time: new Date(trace.clockTime).toISOString(),
    wallTime: new Date(trace.wallTime).toISOString(),
  });
}
