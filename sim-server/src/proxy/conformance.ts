import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { encodeFormValues } from '@casino/contracts/core/form-values';
import { httpStatusOf } from '@casino/contracts/core/http-status';
import { mayAnswer } from '@casino/contracts/refusals';
import { type EndpointName, endpointSamples, endpoints } from '@casino/contracts/registry';
import { MEMBER_ID_FIELDS, READ_ONLY_CALLS, WRITE_CALLS } from './conformance-calls';
import { checkAnswer, type Violation } from './contract-check';

/**
 * `npm run conformance`: signs in to a real backend with a test member, makes every read-only
 * call with the contract samples (money-moving ones only with `--write`), and checks each
 * answer against the contracts, as proxy mode checks live traffic (decision 021).
 */

export interface ConformanceOptions {
  /** Where the backend's `/api` is: `<upstream>/api/...` is called. */
  upstream: string;
  member?: { username: string; password: string };
  write?: boolean;
  /** Only these calls (sign-in and sign-out aside, when a member is given); else every one. */
  only?: readonly EndpointName[];
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export type Outcome = 'pass' | 'refused' | 'fail' | 'error' | 'skipped';

export interface CallResult {
  call: string;
  method: string;
  path: string;
  outcome: Outcome;
  httpStatus: number | null;
  /** The envelope's error code, when one came. */
  code: number | null;
  /** What to tell a person: the refusal's message, why it was skipped, what went wrong. */
  note: string;
  violations: Violation[];
  durationMs: number;
}

/** A result that makes the command exit non-zero. */
export const isFailure = (result: CallResult) => result.outcome === 'fail' || result.outcome === 'error';

interface Session {
  token: string;
  memberId: number | null;
}

/** The sample request, with the signed-in member's id where the sample names one. */
function requestOf(name: EndpointName, session: Session | null): Record<string, unknown> {
  const sample = endpointSamples[name].validRequest;
  const payload = sample && typeof sample === 'object' ? { ...(sample as Record<string, unknown>) } : {};
  if (!session?.memberId) return payload;
  const byCall = MEMBER_ID_FIELDS.byCall[name];
  for (const field of [...MEMBER_ID_FIELDS.everywhere, ...(byCall ? [byCall] : [])]) {
    if (field in payload) payload[field] = session.memberId;
  }
  return payload;
}

/**
 * What the API document allows beyond the answer's shape: a code the call may send
 * (success, a protocol code or one of its declared refusals, -2 included), at the HTTP status
 * that code goes with (decision 022).
 */
function documentViolations(name: string, endpoint: EndpointDefinition, status: number, code: number | null) {
  if (code === null) return [];
  const found: Violation[] = [];
  if (!mayAnswer(name as EndpointName, endpoint, code))
    found.push({
      direction: 'answer',
      field: 'error',
      expected: '0, a protocol code or a refusal the call declares',
      received: `number ${code}`,
    });
  if (status !== httpStatusOf(code))
    found.push({
      direction: 'answer',
      field: '(HTTP status)',
      expected: `${httpStatusOf(code)} for error ${code}`,
      received: String(status),
    });
  return found;
}

async function callOnce(
  options: ConformanceOptions,
  name: string,
  endpoint: EndpointDefinition,
  payload: Record<string, unknown>,
  token: string | null,
): Promise<{ result: CallResult; envelope: unknown }> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const started = performance.now();
  const base = { call: name, method: endpoint.method, path: endpoint.path };
  const headers: Record<string, string> = { Accept: 'application/json', 'X-FE-LANG': 'en' };
  if (token) headers.Authorization = token;
  let url = `${options.upstream}/api${endpoint.path}`;
  let body: string | undefined;
  if (endpoint.encoding === 'query') {
    const query = encodeFormValues(payload).toString();
    if (query) url += `?${query}`;
  } else if (endpoint.encoding === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = encodeFormValues(payload).toString();
  }
  const elapsed = () => Math.round(performance.now() - started);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return {
      result: {
        ...base,
        outcome: 'error',
        httpStatus: null,
        code: null,
        note: `no answer: ${reason}`,
        violations: [],
        durationMs: elapsed(),
      },
      envelope: null,
    };
  }
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? undefined;
  const violations = checkAnswer(endpoint, { contentType, text });
  let envelope: unknown = null;
  try {
    envelope = contentType?.includes('json') ? JSON.parse(text) : null;
  } catch {
    envelope = null;
  }
  const head = (envelope ?? {}) as { error?: unknown; message?: unknown };
  const code = typeof head.error === 'number' ? head.error : null;
  const message = typeof head.message === 'string' ? head.message : '';
  if (violations.length === 0) violations.push(...documentViolations(name, endpoint, response.status, code));
  // The samples are valid requests: any HTTP error is unexpected (a 400 once passed as REFUSED).
  // A documented refusal, -2 included, is an answer the document allows.
  const outcome: Outcome =
    violations.length > 0
      ? 'fail'
      : response.status >= 400
        ? 'error'
        : code !== null && code !== 0
          ? 'refused'
          : 'pass';
  const note =
    outcome === 'refused' && code === -2 && token !== null
      ? `-2: not signed in, though the member’s token was sent (${message})`
      : outcome === 'refused' || outcome === 'error'
        ? `${code ?? response.status}: ${message}`.trim()
        : endpoint.answer === 'binary' && code === null
          ? `${contentType ?? 'no content type'}, ${text.length} bytes`
          : '';
  return {
    result: { ...base, outcome, httpStatus: response.status, code, note, violations, durationMs: elapsed() },
    envelope,
  };
}

const skipped = (name: string, endpoint: EndpointDefinition, note: string): CallResult => ({
  call: name,
  method: endpoint.method,
  path: endpoint.path,
  outcome: 'skipped',
  httpStatus: null,
  code: null,
  note,
  violations: [],
  durationMs: 0,
});

/**
 * Runs the calls one after the other (a staging backend is not a load test): sign-in, the
 * read-only calls, the writes when asked, sign-out. Answers one result per call, in that order.
 */
export async function runConformance(options: ConformanceOptions): Promise<CallResult[]> {
  const results: CallResult[] = [];
  let session: Session | null = null;
  if (options.member) {
    const { result, envelope } = await callOnce(
      options,
      'login',
      endpoints.login,
      { username: options.member.username, password: options.member.password, type: 'MEMBER' },
      null,
    );
    results.push(result);
    const data = (envelope as { data?: { token?: unknown; id?: unknown } } | null)?.data;
    if (result.outcome !== 'pass' || typeof data?.token !== 'string') {
      if (result.outcome === 'refused')
        results[0] = { ...result, outcome: 'error', note: `sign-in refused: ${result.note}` };
    } else {
      session = { token: data.token, memberId: typeof data.id === 'number' ? data.id : null };
    }
  }
  const names: readonly EndpointName[] = options.write
    ? [...READ_ONLY_CALLS, ...WRITE_CALLS]
    : READ_ONLY_CALLS;
  for (const name of names) {
    if (options.only && !options.only.includes(name)) continue;
    const endpoint: EndpointDefinition = endpoints[name];
    if (endpoint.auth === 'member' && !session) {
      results.push(skipped(name, endpoint, options.member ? 'the sign-in failed' : 'needs --member'));
      continue;
    }
    const token = session?.token ?? null;
    results.push((await callOnce(options, name, endpoint, requestOf(name, session), token)).result);
  }
  if (session) results.push((await callOnce(options, 'logout', endpoints.logout, {}, session.token)).result);
  return results;
}

const pad = (text: string, width: number) =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);

/** One line per call, then each violation under its call; a summary line at the end. */
export function formatTable(results: readonly CallResult[]): string {
  const callWidth = Math.max(4, ...results.map((result) => result.call.length));
  const pathWidth = Math.max(4, ...results.map((result) => result.path.length));
  const lines = [`${pad('CALL', callWidth)}  ${pad('PATH', pathWidth)}  RESULT   HTTP  NOTE`];
  for (const result of results) {
    lines.push(
      `${pad(result.call, callWidth)}  ${pad(result.path, pathWidth)}  ${pad(result.outcome.toUpperCase(), 7)}  ${pad(String(result.httpStatus ?? '-'), 4)}  ${result.note}`.trimEnd(),
    );
    for (const violation of result.violations) {
      lines.push(`    ${violation.field}: expected ${violation.expected}; received ${violation.received}`);
    }
  }
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  lines.push(
    '',
    `${results.length} calls: ${count('pass')} passed, ${count('refused')} refused (a declared refusal), ` +
      `${count('fail')} broke the contracts, ${count('error')} errors, ${count('skipped')} skipped`,
  );
  return lines.join('\n');
}

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** JUnit XML for CI: one test case per call; a violation is a failure, no answer an error. */
export function junitXml(results: readonly CallResult[], upstream: string): string {
  const count = (test: (result: CallResult) => boolean) => results.filter(test).length;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const total = results.reduce((sum, result) => sum + result.durationMs, 0);
  const cases = results.map((result) => {
    const open = `    <testcase classname="conformance.${xml(result.call)}" name="${xml(`${result.method} ${result.path}`)}" time="${seconds(result.durationMs)}"`;
    if (result.outcome === 'fail') {
      const details = result.violations
        .map(
          (violation) => `${violation.field}: expected ${violation.expected}; received ${violation.received}`,
        )
        .join('\n');
      return `${open}>\n      <failure message="${xml(`${result.violations.length} contract violation(s)`)}">${xml(details)}</failure>\n    </testcase>`;
    }
    if (result.outcome === 'error')
      return `${open}>\n      <error message="${xml(result.note)}"/>\n    </testcase>`;
    if (result.outcome === 'skipped')
      return `${open}>\n      <skipped message="${xml(result.note)}"/>\n    </testcase>`;
    return result.note
      ? `${open}>\n      <system-out>${xml(result.note)}</system-out>\n    </testcase>`
      : `${open}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract conformance" tests="${results.length}" failures="${count((r) => r.outcome === 'fail')}" errors="${count((r) => r.outcome === 'error')}" time="${seconds(total)}">`,
    `  <testsuite name="${xml(upstream)}" tests="${results.length}" failures="${count((r) => r.outcome === 'fail')}" errors="${count((r) => r.outcome === 'error')}" skipped="${count((r) => r.outcome === 'skipped')}" time="${seconds(total)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
