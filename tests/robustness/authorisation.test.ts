import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { SESSION_CALLS } from '@casino/contracts/refusals';
import { endpointSamples, endpoints } from '@casino/contracts/registry';
import { SESSION_LIFETIME_MS } from '@casino/sim-server/modules/auth/session-tokens';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnedObjects, type OwnedObjects } from './support/member-calls';
import {
  addMember,
  callEndpoint,
  envelopeOf,
  holdJobs,
  startSimulator,
  type TestMember,
} from './support/simulator';
import { createChangeWatcher } from './support/state-fingerprint';

/**
 * Authorisation matrix: every member endpoint refuses a missing, expired or revoked member's
 * token with -2, and a disabled member's with ACCOUNT_DISABLED (but the session calls, decision
 * 035), and changes nothing; every call that names a member or a member's
 * object (order, file, withdrawal, news item) refuses another member's, and leaves it as it was.
 */
const SAMPLE_MEMBER_ID = 1001;
type Named = [string, EndpointDefinition];
const memberEndpoints = Object.entries(endpoints).filter(
  ([, endpoint]) => endpoint.auth === 'member',
) as Named[];

let app: FastifyInstance;
let owner: TestMember;
let stranger: TestMember;
let owned: OwnedObjects;
let watcher: ReturnType<typeof createChangeWatcher>;

beforeAll(async () => {
  app = await startSimulator();
  owner = addMember(app, 'owner');
  stranger = addMember(app, 'stranger');
  owned = await createOwnedObjects(app, owner);
  holdJobs(app);
  watcher = createChangeWatcher(ownWorld(app).sqlite);
});

afterAll(async () => {
  await app?.close();
});

const sampleOf = (name: string, memberId: number) =>
  Object.fromEntries(
    Object.entries(
      endpointSamples[name as keyof typeof endpointSamples].validRequest as Record<string, unknown>,
    ).map(([key, value]) => [key, value === SAMPLE_MEMBER_ID ? memberId : value]),
  );

/** Calls every member endpoint with `token` and lists the ones not answered -2, or that changed state. */
async function servedWith(
  token: string | undefined,
  except: readonly string[] = [],
  refusal: number = ApiErrorCode.NOT_SIGNED_IN,
): Promise<string[]> {
  const served: string[] = [];
  for (const [name, endpoint] of memberEndpoints) {
    if (except.includes(name)) continue;
    const mark = watcher.mark();
    const response =
      endpoint.encoding === 'multipart'
        ? await app.inject({
            method: 'POST',
            url: `/api${endpoint.path}`,
            headers: token ? { authorization: token } : {},
          })
        : await callEndpoint(app, endpoint, sampleOf(name, owner.id), token);
    const envelope = envelopeOf(response);
    if (envelope?.error !== refusal || envelope.data != null) {
      served.push(`${name}: HTTP ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    const changed = watcher.changedSince(mark);
    if (changed.length > 0) served.push(`${name}: changed ${changed.join(', ')}`);
  }
  return served;
}

/** Member endpoints whose payload names the caller (memberId, memberId_EQ, id of a member). */
const memberIdEndpoints = memberEndpoints.filter(([name]) =>
  Object.values(
    endpointSamples[name as keyof typeof endpointSamples].validRequest as Record<string, unknown>,
  ).includes(SAMPLE_MEMBER_ID),
);

/** Calls naming one of the owner's objects: [label, endpoint, payload]. */
const objectCalls = (): Array<[string, EndpointDefinition, Record<string, unknown>]> => [
  ['setNewsStatus', endpoints.setNewsStatus, { id: owned.newsId }],
  ['withdrawCancel', endpoints.withdrawCancel, { id: owned.withdrawalId }],
  ['cattlPay', endpoints.cattlPay, { depositId: owned.cattlDepositId }],
  ['cashGetImg', endpoints.cashGetImg, { orderId: owned.cashOrderId }],
  ['cashFindOrder', endpoints.cashFindOrder, { orderId: owned.cashOrderId }],
  ['paypFindOrder', endpoints.paypFindOrder, { orderId: owned.paypOrderId }],
  ['stripeFindOrder', endpoints.stripeFindOrder, { orderId: owned.stripeOrderId }],
  ['paypalFindOrder', endpoints.paypalFindOrder, owned.paypal],
  ['paypalTrigger', endpoints.paypalTrigger, owned.paypal],
  ['depositPollingStatus', endpoints.depositPollingStatus, { id: owned.cryptoDepositId }],
  ['cryptoQrcode', endpoints.cryptoQrcode, { transactionId: owned.cryptoChargeId, coinName: 'bitcoin' }],
  ['fileGet', endpoints.fileGet, { id: owned.fileId }],
  [
    'memberDocumentsUpdate',
    endpoints.memberDocumentsUpdate,
    Object.fromEntries(
      ['idcardProofId', 'idcardHoldProofId', 'addressProofId', 'paymentProofId'].map((key) => [
        key,
        String(owned.fileId),
      ]),
    ),
  ],
];

const isRefusal = (endpoint: EndpointDefinition, response: LightMyRequestResponse) => {
  const envelope = envelopeOf(response);
  if (endpoint.answer === 'binary' && response.statusCode === 200 && !envelope) return false;
  return envelope !== null && envelope.error !== 0 && envelope.data == null;
};

describe("authorisation matrix: another member's ids", () => {
  it(`refuses every call that names another member (${memberIdEndpoints.map(([name]) => name).join(', ')})`, async () => {
    expect(memberIdEndpoints.length).toBeGreaterThan(10);
    const served: string[] = [];
    for (const [name, endpoint] of memberIdEndpoints) {
      const mark = watcher.mark();
      const response = await callEndpoint(app, endpoint, sampleOf(name, owner.id), stranger.token);
      const envelope = envelopeOf(response);
      const refused =
        envelope?.error === ApiErrorCode.FORBIDDEN || envelope?.error === ApiErrorCode.NOT_FOUND;
      if (!refused || envelope?.data != null) served.push(`${name}: ${response.body.slice(0, 120)}`);
      const changed = watcher.changedSince(mark);
      if (changed.length > 0) served.push(`${name}: changed ${changed.join(', ')}`);
    }
    expect(served).toEqual([]);
  });

  it("refuses every call on another member's order, file, withdrawal or news item, and leaves it as it was", async () => {
    const served: string[] = [];
    for (const [name, endpoint, payload] of objectCalls()) {
      const mark = watcher.mark();
      const response = await callEndpoint(app, endpoint, payload, stranger.token);
      if (!isRefusal(endpoint, response))
        served.push(`${name}: HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
      const changed = watcher.changedSince(mark);
      if (changed.length > 0) served.push(`${name}: changed ${changed.join(', ')}`);
    }
    expect(served).toEqual([]);
  });

  it('serves the same objects to their owner (the ids above were real)', async () => {
    const refused: string[] = [];
    for (const [name, endpoint, payload] of objectCalls()) {
      const response = await callEndpoint(app, endpoint, payload, owner.token);
      if (isRefusal(endpoint, response)) refused.push(`${name}: ${response.body.slice(0, 120)}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('authorisation matrix: tokens', () => {
  it(`covers every member endpoint (${memberEndpoints.length})`, () => {
    expect(memberEndpoints.length).toBeGreaterThan(40);
  });

  it('refuses every member endpoint without a token', async () => {
    expect(await servedWith(undefined)).toEqual([]);
  });

  it('refuses every member endpoint with a garbage token', async () => {
    expect(await servedWith('not-a-token')).toEqual([]);
  });

  it('refuses every member endpoint with a revoked token (after logout)', async () => {
    const member = addMember(app, 'revoked');
    const logout = await callEndpoint(app, endpoints.logout, {}, member.token);
    expect(envelopeOf(logout)?.error).toBe(0);
    expect(await servedWith(member.token)).toEqual([]);
  });

  it("refuses every member endpoint but the session calls with a disabled member's token", async () => {
    const member = addMember(app, 'disabled');
    // Disabled as QA (and an operator) does it, through the control plane.
    const disabled = await app.inject({
      method: 'PATCH',
      url: `/__sim/members/${member.id}`,
      headers: { 'x-sim-key': app.env.SIM_CONTROL_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({ enabled: false }),
    });
    expect(envelopeOf(disabled)?.error, disabled.body).toBe(0);
    // Decision 035: ACCOUNT_DISABLED, which the app answers with a session check.
    expect(await servedWith(member.token, [...SESSION_CALLS], ApiErrorCode.ACCOUNT_DISABLED)).toEqual([]);
    // Spec 01: token info and refresh answer a disabled member with enabled 0 (and no new token)
    // so that the client clears the token and reloads, every time they are asked.
    for (const endpoint of [endpoints.tokenRefresh, endpoints.tokenInfo, endpoints.tokenInfo]) {
      expect(envelopeOf(await callEndpoint(app, endpoint, {}, member.token))?.data).toMatchObject({
        enabled: 0,
        token: member.token,
      });
    }
  });

  it('refuses every member endpoint with an expired token (clock moved past the session lifetime)', async () => {
    const member = addMember(app, 'expired');
    expect(envelopeOf(await callEndpoint(app, endpoints.tokenInfo, {}, member.token))?.error).toBe(0);
    ownWorld(app).clock.advance(SESSION_LIFETIME_MS + 60_000);
    // A week of time-driven work (orders expiring, withdrawals progressing) happens now, not
    // inside the watch window of the first refused call.
    ownWorld(app).jobs.runAll();
    try {
      expect(await servedWith(member.token)).toEqual([]);
    } finally {
      ownWorld(app).clock.advance(-(SESSION_LIFETIME_MS + 60_000));
    }
  });
});
