import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { memberForToken, openSession } from '@casino/sim-server/modules/auth/session-tokens';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FuzzCase, TokenKind } from './fuzz-cases';
import { envelopeOf, type TestMember } from './simulator';
import { createChangeWatcher } from './state-fingerprint';

/** What one fuzz case did: its label, the answer, and what was wrong with it (if anything). */
export interface FuzzOutcome {
  label: string;
  status: number;
  refused: boolean;
  problems: string[];
}

/** Whether the call was refused: any envelope error, or a non-200 file answer. */
function isRefused(endpoint: EndpointDefinition, response: LightMyRequestResponse): boolean {
  const envelope = envelopeOf(response);
  if (envelope) return envelope.error !== 0;
  return !(endpoint.answer === 'binary' && response.statusCode === 200);
}

/** Problems of one answer: a 5xx, or a body that is not an envelope (files answered 200 excepted). */
export function answerProblems(endpoint: EndpointDefinition, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500)
    problems.push(`HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`);
  const isFile =
    endpoint.answer === 'binary' &&
    response.statusCode === 200 &&
    !String(response.headers['content-type'] ?? '').includes('json');
  if (!isFile && !envelopeOf(response)) {
    problems.push(
      `not an envelope (HTTP ${response.statusCode}, ${String(response.headers['content-type'])}): ${response.body.slice(0, 120)}`,
    );
  }
  return problems;
}

/**
 * Sends fuzz cases to one simulator as member A (the `own` token) or B (`other-member`), and
 * checks each answer; around every refused answer the mutable tables must be unchanged.
 * Sessions that a successful call ended (logout, refresh, password change) are reopened
 * between cases, outside the before/after window.
 */
export function createFuzzRunner(app: FastifyInstance, memberA: TestMember, memberB: TestMember) {
  const watcher = createChangeWatcher(ownWorld(app).sqlite);
  const tokens = { a: memberA.token, b: memberB.token };
  const tokenOf = (kind: TokenKind): string | undefined => {
    switch (kind) {
      case 'own':
        return tokens.a;
      case 'other-member':
        return tokens.b;
      case 'none':
        return undefined;
      case 'garbage':
        return 'garbage-token-0000';
      case 'bearer-garbage':
        return 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MX0.';
      case 'oversized':
        return 't'.repeat(8000);
    }
  };
  const keepSessionsAlive = () => {
    const now = ownWorld(app).clock.now();
    if (!memberForToken(ownWorld(app).db, tokens.a, now))
      tokens.a = openSession(ownWorld(app).db, memberA.id, now);
    if (!memberForToken(ownWorld(app).db, tokens.b, now))
      tokens.b = openSession(ownWorld(app).db, memberB.id, now);
  };

  const send = (endpoint: EndpointDefinition, fuzzCase: FuzzCase) => {
    const headers: Record<string, string> = {};
    if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
    const token = tokenOf(fuzzCase.token);
    if (token) headers.authorization = token;
    const query = fuzzCase.query !== undefined && fuzzCase.query !== '' ? `?${fuzzCase.query}` : '';
    return app.inject({
      method: fuzzCase.method,
      url: `/api${endpoint.path}${query}`,
      headers,
      ...(fuzzCase.body !== undefined ? { payload: fuzzCase.body } : {}),
    });
  };

  return async function run(endpoint: EndpointDefinition, fuzzCase: FuzzCase): Promise<FuzzOutcome> {
    keepSessionsAlive();
    const before = watcher.mark();
    let response: LightMyRequestResponse;
    try {
      response = await send(endpoint, fuzzCase);
    } catch (error) {
      return {
        label: fuzzCase.label,
        status: 0,
        refused: true,
        problems: [`inject threw: ${String(error)}`],
      };
    }
    const problems = answerProblems(endpoint, response);
    const refused = isRefused(endpoint, response);
    if (fuzzCase.mustRefuse && !refused)
      problems.push(
        `taken, but must be refused (HTTP ${response.statusCode}): ${response.body.slice(0, 100)}`,
      );
    if (refused) {
      const changed = watcher.changedSince(before);
      if (changed.length > 0)
        problems.push(`refused (${response.body.slice(0, 100)}) but changed ${changed.join(', ')}`);
    }
    return { label: fuzzCase.label, status: response.statusCode, refused, problems };
  };
}
