import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { SAMPLE_PROFILE, sampleCardDeposit, sampleCashOrder } from '../../testing/sample-member';
import { createTestApp, envelopeOf, postForm, postJson } from '../../testing/test-app';
import { openSession } from '../auth/session-tokens';
import { ledgerTotals } from '../ledger/ledger-service';

/** A test app on a fixed day (2026-03-10 12:00 UTC), so card expiry checks are stable. */
export async function depositApp() {
  const app = await createTestApp();
  ownWorld(app).clock.set(Date.UTC(2026, 2, 10, 12));
  return app;
}

let counter = 0;

/** A fresh member who has never deposited, signed in. */
export function newMember(app: FastifyInstance, overrides: Partial<typeof members.$inferInsert> = {}) {
  counter += 1;
  const member = ownWorld(app)
    .db.insert(members)
    .values({
      username: `depositor${counter}`,
      email: `depositor${counter}@example.com`,
      passwordHash: 'not-used',
      activated: true,
      ...SAMPLE_PROFILE,
      invitationCode: `DEP${counter}X${Date.now() % 100000}`,
      createTime: ownWorld(app).clock.now(),
      ...overrides,
    })
    .returning()
    .get();
  return { member, token: openSession(ownWorld(app).db, member.id, ownWorld(app).clock.now()) };
}

/** The card deposit and cash order of the sample member, under the names these suites use. */
export { sampleCardDeposit as cardDeposit, sampleCashOrder as cashOrder };

/** Calls an /api path the way the contract encodes it and returns the envelope. */
export async function callJson(app: FastifyInstance, path: string, body: unknown, token?: string) {
  return envelopeOf(await postJson(app, path, body, token));
}

/** Pays `amount` by the sample card, which the simulator charges at once; answers the envelope. */
export function payByCard(app: FastifyInstance, memberId: number, amount: number, token: string) {
  return callJson(
    app,
    '/sys/deposit/creditcard/deposit',
    sampleCardDeposit(memberId, { amount, depositAmount: amount }),
    token,
  );
}

export async function callForm(
  app: FastifyInstance,
  path: string,
  body: Record<string, string | number>,
  token?: string,
) {
  const form = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
  return envelopeOf(await postForm(app, path, form, token));
}

export function memberNow(app: FastifyInstance, id: number) {
  const row = ownWorld(app).db.select().from(members).where(eq(members.id, id)).get();
  if (!row) throw new Error(`no member ${id}`);
  return row;
}

/** The books balance: wallets equal the ledger's sums. */
export function expectBooksBalance(app: FastifyInstance, id: number) {
  const member = memberNow(app, id);
  expect(ledgerTotals(ownWorld(app).db, id)).toEqual({
    cash: member.cashBalance,
    bonus: member.bonusBalance,
  });
}

/** Moves the simulator clock and runs the time-driven jobs. */
export function advance(app: FastifyInstance, ms: number) {
  ownWorld(app).clock.advance(ms);
  ownWorld(app).jobs.runAll();
}

/** Presses a button of a provider page (pay, fail, cancel). */
export async function pressOnPage(
  app: FastifyInstance,
  externalId: string,
  action: string,
  body: unknown = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/sim/pay/api/orders/${encodeURIComponent(externalId)}/${action}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return response.json() as {
    error: number;
    message: string;
    data: { status: string; final: boolean; message: string };
  };
}
