import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { encodeFormValues } from '@casino/contracts/core/form-values';
import type { ProtectionStatus } from '@casino/contracts/protection/schemas';
import { endpoints } from '@casino/contracts/registry';
import { GameEngine } from '@casino/fixtures/games';
import type { FastifyInstance } from 'fastify';
import { afterEach, vi } from 'vitest';
import { ownWorld } from '../../plugins/world-parts';
import { hashPassword } from '../../security/password';
import { createTestApp, type EnvelopeBody } from '../../testing/test-app';
import { openSession } from '../auth/session-tokens';
import { cardDeposit, newMember } from '../deposits/deposits-test-support';
import { gameOf, launch } from '../games/game-test-support';
import { postLedgerEntry } from '../ledger/ledger-service';
import { toMinor } from '../ledger/money';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
/** A Tuesday noon (UTC), as the money suites use: away from the weekly bonus jobs. */
export const T0 = Date.UTC(2026, 2, 10, 12);
export const PASSWORD = 'Secret123!';
const PASSWORD_HASH = hashPassword(PASSWORD);

/**
 * A test app whose clock stands still at T0 until the test moves it: only `Date` is faked (timers
 * stay real), so times in answers are exact and a rule can be checked to the millisecond.
 */
export async function protectionApp(): Promise<FastifyInstance> {
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
  afterEach(() => {
    vi.useRealTimers();
  });
  const app = await createTestApp();
  ownWorld(app).clock.set(T0);
  return app;
}

let counter = 0;

/** A fresh member with a complete profile and a known password, signed in (token opened directly). */
export function newPlayer(app: FastifyInstance) {
  counter += 1;
  const username = `player${counter}`;
  const { member, token } = newMember(app, {
    username,
    email: `${username}@example.com`,
    passwordHash: PASSWORD_HASH,
    invitationCode: `PRT${counter}X${Date.now() % 100000}`,
  });
  return { member, username, token };
}

/** A new session for the member (sessions last a week of simulator time). */
export const signInAgain = (app: FastifyInstance, memberId: number) =>
  openSession(ownWorld(app).db, memberId, ownWorld(app).clock.now());

/** Calls an endpoint encoded as its contract says (JSON, form or query) and answers the envelope. */
export async function call(
  app: FastifyInstance,
  endpoint: EndpointDefinition,
  payload: Record<string, unknown> = {},
  token?: string,
): Promise<EnvelopeBody> {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const url = `/api${endpoint.path}`;
  if (endpoint.encoding === 'json') {
    headers['content-type'] = 'application/json';
    const response = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload) });
    return response.json() as EnvelopeBody;
  }
  headers['content-type'] = 'application/x-www-form-urlencoded';
  const body = encodeFormValues(payload).toString();
  return (await app.inject({ method: 'POST', url, headers, payload: body })).json() as EnvelopeBody;
}

/** Calls and insists on success; answers `data`. */
export async function ok<T>(
  app: FastifyInstance,
  endpoint: EndpointDefinition,
  payload: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const body = await call(app, endpoint, payload, token);
  if (body.error !== 0) throw new Error(`${endpoint.path} refused: ${body.error} ${body.message}`);
  return body.data as T;
}

export const setLimit = (
  app: FastifyInstance,
  token: string,
  kind: 'DEPOSIT' | 'LOSS' | 'WAGER',
  period: 'DAY' | 'WEEK' | 'MONTH',
  amount: number | null,
) => ok<ProtectionStatus>(app, endpoints.protectionSetLimit, { kind, period, amount }, token);

export const statusOf = (app: FastifyInstance, token: string) =>
  ok<ProtectionStatus>(app, endpoints.protectionStatus, {}, token);

/** Moves the simulator clock and runs the time-driven jobs. */
export function elapse(app: FastifyInstance, ms: number) {
  ownWorld(app).clock.advance(ms);
  ownWorld(app).jobs.runAll();
}

/** Puts money in the cash wallet without a deposit (an operator adjustment). */
export function fund(app: FastifyInstance, memberId: number, major: number) {
  ownWorld(app).db.transaction((tx) =>
    postLedgerEntry(tx, {
      memberId,
      type: 'BENEFITS',
      cashDelta: toMinor(major),
      bonusDelta: 0,
      now: ownWorld(app).clock.now(),
    }),
  );
}

/**
 * Every call that makes a deposit order, with a body for `amount` (each flow's own shape).
 * Amounts below 555 stay clear of the magic test amounts.
 */
export function depositCalls(memberId: number, amount: number) {
  const card = cardDeposit(memberId, { amount, depositAmount: amount });
  const frame = { amount, memberId };
  return [
    ['creditcardDeposit', endpoints.creditcardDeposit, card],
    ['cattlDeposit', endpoints.cattlDeposit, { ...card, paymentMethod: 'CATTL' }],
    ['onlyPayDeposit', endpoints.onlyPayDeposit, { ...card, paymentMethod: 'ONLYPAY' }],
    [
      'cashDepositOrder',
      endpoints.cashDepositOrder,
      {
        ...frame,
        depositAmount: amount,
        firstName: 'Dana',
        lastName: 'Payer',
        email: 'd@example.com',
        mobile: '5595550100',
      },
    ],
    ['paypDepositOrder', endpoints.paypDepositOrder, { ...frame, paymentMethod: 'PAYPAL_POLL' }],
    ['stripeDepositOrder', endpoints.stripeDepositOrder, { ...frame, paymentMethod: 'STRIPE' }],
    ['paypalDepositOrder', endpoints.paypalDepositOrder, { ...frame, paymentMethod: 'PAYPAL' }],
    ['cryptoDeposit', endpoints.cryptoDeposit, frame],
    ['cryptDepositOrder', endpoints.cryptDepositOrder, { ...frame, depositCurrency: 'erc20' }],
  ] as const satisfies ReadonlyArray<readonly [string, EndpointDefinition, Record<string, unknown>]>;
}

/** Launches a losing slot for real money and answers its game-session token. */
export async function losingSlot(app: FastifyInstance, token: string) {
  return (await launch(app, gameOf(app, GameEngine.SLOT, true).id, token)).session;
}

/** One round on the simulated game page; answers its envelope. */
export async function round(app: FastifyInstance, payload: Record<string, unknown>): Promise<EnvelopeBody> {
  const response = await app.inject({
    method: 'POST',
    url: '/sim/games/api/round',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return response.json() as EnvelopeBody;
}
