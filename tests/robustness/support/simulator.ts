import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { encodeFormValues } from '@casino/contracts/core/form-values';
import { buildApp } from '@casino/sim-server';
import { members } from '@casino/sim-server/db/schema/index';
import { openSession } from '@casino/sim-server/modules/auth/session-tokens';
import { ledgerTotals } from '@casino/sim-server/modules/ledger/ledger-service';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import { SAMPLE_PROFILE } from '@casino/sim-server/testing/sample-member';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A Tuesday noon: away from the Monday cashback and Friday Fun jobs, as the simulator's own suites. */
export const TUESDAY_NOON = Date.UTC(2026, 2, 10, 12);

/** A fresh simulator on an in-memory database, its clock on TUESDAY_NOON. */
export async function startSimulator(): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir: ':memory:', validateAnswers: true });
  ownWorld(app).clock.set(TUESDAY_NOON);
  return app;
}

/**
 * Time-driven jobs (orders settling after a delay, marks of the weekly bonus jobs) then run only
 * when the suite calls `ownWorld(app).jobs.runAll()`, never inside the before/after window of a refused
 * request, where their writes would look like the request's.
 */
export function holdJobs(app: FastifyInstance) {
  ownWorld(app).jobs.runIfDue = () => {};
}

export interface TestMember {
  id: number;
  username: string;
  token: string;
}

let memberCounter = 0;

/**
 * A member made straight in the database (registration needs a captcha and a mail round), with a
 * complete profile so that every money flow accepts them, signed in.
 */
export function addMember(app: FastifyInstance, label = 'robust'): TestMember {
  memberCounter += 1;
  const username = `${label}${memberCounter}`;
  const row = ownWorld(app)
    .db.insert(members)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: 'not-used',
      activated: true,
      ...SAMPLE_PROFILE,
      invitationCode: `RB${memberCounter}X${process.pid}`,
      createTime: ownWorld(app).clock.now(),
    })
    .returning({ id: members.id })
    .get();
  return { id: row.id, username, token: openSession(ownWorld(app).db, row.id, ownWorld(app).clock.now()) };
}

/** Calls an endpoint the way the web client encodes it (JSON, form or query string). */
export function callEndpoint(
  app: FastifyInstance,
  endpoint: EndpointDefinition,
  payload: Record<string, unknown>,
  token?: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const url = `/api${endpoint.path}`;
  if (endpoint.encoding === 'query') {
    return app.inject({ method: 'GET', url: `${url}?${encodeFormValues(payload).toString()}`, headers });
  }
  if (endpoint.encoding === 'json') {
    headers['content-type'] = 'application/json';
    return app.inject({ method: endpoint.method, url, headers, payload: JSON.stringify(payload) });
  }
  headers['content-type'] = 'application/x-www-form-urlencoded';
  return app.inject({ method: endpoint.method, url, headers, payload: encodeFormValues(payload).toString() });
}

export interface Envelope {
  error: number;
  message: string;
  data?: unknown;
}

/** The envelope of an answer, or null when the body is not one. */
export function envelopeOf(response: LightMyRequestResponse): Envelope | null {
  try {
    const body: unknown = JSON.parse(response.body);
    if (typeof body !== 'object' || body === null) return null;
    const { error, message } = body as Record<string, unknown>;
    return typeof error === 'number' && typeof message === 'string' ? (body as Envelope) : null;
  } catch {
    return null;
  }
}

/** Reads the members' wallets and the ledger's sums; every member's books must balance. */
export function booksOf(app: FastifyInstance) {
  return ownWorld(app)
    .db.select({ id: members.id, cash: members.cashBalance, bonus: members.bonusBalance })
    .from(members)
    .all()
    .map((member) => ({ ...member, ledger: ledgerTotals(ownWorld(app).db, member.id) }));
}
