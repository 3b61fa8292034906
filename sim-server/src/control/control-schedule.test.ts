import type { ScheduledEvent } from '@casino/contracts/control/schedule';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cardDeposit } from '../modules/deposits/deposits-test-support';
import {
  call,
  DAY_MS,
  depositCalls,
  HOUR_MS,
  newPlayer,
  ok,
  protectionApp,
  setLimit,
  statusOf,
  T0,
} from '../modules/protection/protection-test-support';
import { WITHDRAWAL_STEP_MS } from '../modules/withdrawals/withdrawals-service';
import {
  balances,
  bankApplication,
  DEMO,
  post,
  signIn,
  uploadProof,
} from '../modules/withdrawals/withdrawals-test-support';
import { control } from './control-test-support';

interface Schedule {
  clock: { now: string; epochMs: number };
  events: ScheduledEvent[];
}
interface Move {
  now: string;
  epochMs: number;
  ran: ScheduledEvent[];
  steps?: number;
  stoppedBy?: string;
  bound?: { maxSteps: number; horizon: string | null };
  next?: ScheduledEvent[];
  message?: string;
}

const schedule = async (app: FastifyInstance) => (await control(app, 'GET', '/schedule')).data as Schedule;
async function move(app: FastifyInstance, body: Record<string, unknown>): Promise<Move> {
  const answer = await control(app, 'POST', '/clock', body);
  expect(answer.status, answer.message).toBe(200);
  return answer.data as Move;
}
const kindsOf = (events: readonly ScheduledEvent[]) => events.map((event) => event.kind);

/** A fresh world at T0 (a Tuesday noon): the seed schedules nothing. */
async function quietApp() {
  const app = await protectionApp();
  expect((await schedule(app)).events).toEqual([]);
  return app;
}

describe('GET /__sim/schedule and POST /__sim/clock {toNextEvent}', () => {
  it('lists a card order an outcome rule delays by an hour, and moves the clock to it and credits it', async () => {
    const app = await quietApp();
    const { member, token } = newPlayer(app);
    await control(app, 'POST', '/rules', {
      target: 'deposit',
      username: member.username,
      outcome: 'success',
      delayMs: HOUR_MS,
    });
    await ok(
      app,
      endpoints.creditcardDeposit,
      cardDeposit(member.id, { amount: 50, depositAmount: 50 }),
      token,
    );

    const listed = await schedule(app);
    expect(listed.events).toEqual([
      expect.objectContaining({
        kind: 'deposit.resolve',
        memberId: member.id,
        epochMs: T0 + HOUR_MS,
        time: new Date(T0 + HOUR_MS).toISOString(),
      }),
    ]);
    expect(listed.events[0]?.description).toMatch(/resolves as planned \(success\)/);

    // Past the 30 minutes an unpaid order has, the planned order is still open and listed.
    expect((await move(app, { advance: '45m' })).ran).toEqual([]);
    expect((await schedule(app)).events).toEqual(listed.events);

    const moved = await move(app, { toNextEvent: true });
    expect(moved.epochMs).toBe(T0 + HOUR_MS);
    expect(kindsOf(moved.ran)).toEqual(['deposit.resolve']);
    expect(moved).toMatchObject({ steps: 1, stoppedBy: 'idle', next: [] });
    expect(balances(app, member.id).cash).toBe(5000);
  });

  it('steps a withdrawal through its automatic statuses, one step each', async () => {
    const app = await quietApp();
    const { token, member } = await signIn(app, DEMO);
    const withdrawal = await ok<{ id: number }>(
      app,
      endpoints.withdrawApply,
      bankApplication(app, member.id, { amount: 100 }),
      token,
    );
    const [step] = (await schedule(app)).events;
    expect(step).toMatchObject({
      kind: 'withdrawal.step',
      ids: [withdrawal.id],
      epochMs: T0 + WITHDRAWAL_STEP_MS,
    });
    expect(step?.description).toMatch(/becomes passed/);

    const moved = await move(app, { toNextEvent: true });
    expect(moved.epochMs).toBe(T0 + WITHDRAWAL_STEP_MS);
    expect(moved.ran).toEqual([step]);
    expect(moved.next?.[0]).toMatchObject({ kind: 'withdrawal.step', epochMs: T0 + 2 * WITHDRAWAL_STEP_MS });
    expect(moved.next?.[0]?.description).toMatch(/becomes paying/);

    await control(app, 'POST', '/withdrawals/auto', { enabled: false });
    expect((await schedule(app)).events).toEqual([]);
  });

  it('lists a loosened limit, a break and a reality check, and runs them in time order', async () => {
    const app = await quietApp();
    const { member, token } = newPlayer(app);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 100);
    await setLimit(app, token, 'DEPOSIT', 'DAY', 500);
    await ok(app, endpoints.protectionSetRealityCheck, { minutes: 30 }, token);
    const events = (await schedule(app)).events;
    expect(events.map((event) => [event.kind, event.epochMs - T0])).toEqual([
      ['realityCheck.due', 30 * 60_000],
      ['limit.change', DAY_MS],
    ]);

    const check = await move(app, { toNextEvent: true });
    expect(kindsOf(check.ran)).toEqual(['realityCheck.due']);
    expect(check.epochMs).toBe(T0 + 30 * 60_000);
    const limit = await move(app, { toNextEvent: true });
    expect(kindsOf(limit.ran)).toEqual(['limit.change']);
    expect((await statusOf(app, token)).limits[0]).toMatchObject({ amount: 500, pending: null });

    await ok(app, endpoints.protectionTakeBreak, { period: 'DAY', confirm: true }, token);
    const [breakEnd] = (await schedule(app)).events;
    expect(breakEnd).toMatchObject({
      kind: 'break.end',
      memberId: member.id,
      epochMs: limit.epochMs + DAY_MS,
    });
    const ended = await move(app, { toNextEvent: true });
    expect(kindsOf(ended.ran)).toEqual(['break.end']);
    const login = await call(app, endpoints.login, {
      username: member.username,
      password: 'Secret123!',
      type: 'MEMBER',
    });
    expect(login.error).toBe(0);
  });

  it("lists an unpaid order's expiry, a documents review and the weekly cashback, and runs each", async () => {
    const app = await quietApp();
    const { token, member } = await signIn(app, DEMO);
    const stripe = depositCalls(member.id, 40).find(([name]) => name === 'stripeDepositOrder');
    expect((await call(app, endpoints.stripeDepositOrder, stripe?.[2] ?? {}, token)).error).toBe(0);
    const proofs = Array.from({ length: 4 }, () => uploadProof(app, member.id));
    const [idcardProofId, idcardHoldProofId, addressProofId, paymentProofId] = proofs;
    const documents = { idcardProofId, idcardHoldProofId, addressProofId, paymentProofId };
    expect((await call(app, endpoints.memberDocumentsUpdate, documents, token)).error).toBe(0);
    post(app, member.id, 'GAME_BET', -200);

    const events = (await schedule(app)).events;
    const monday = Date.UTC(2026, 2, 16);
    expect(events.map((event) => [event.kind, event.epochMs])).toEqual([
      ['deposit.expire', T0 + 30 * 60_000],
      ['documents.review', T0 + 30 * 60_000],
      ['bonus.cashback', monday],
    ]);
    expect(events[2]?.ids).toEqual([member.id]);

    const first = await move(app, { toNextEvent: true });
    expect(kindsOf(first.ran)).toEqual(['deposit.expire', 'documents.review']);
    const cashback = await move(app, { toNextEvent: true });
    expect(kindsOf(cashback.ran)).toEqual(['bonus.cashback']);
    expect(cashback.epochMs).toBe(monday);
    expect(balances(app, member.id).bonus).toBeGreaterThan(0);
    expect(cashback.stoppedBy).toBe('idle');
  });

  it("lists a never order going pending and a self-exclusion's end; advance answers what it passed", async () => {
    const app = await quietApp();
    const { member, token } = newPlayer(app);
    await control(app, 'POST', '/rules', {
      target: 'deposit',
      username: member.username,
      outcome: 'never',
      delayMs: 10 * 60_000,
    });
    await ok(
      app,
      endpoints.creditcardDeposit,
      cardDeposit(member.id, { amount: 20, depositAmount: 20 }),
      token,
    );
    await ok(app, endpoints.protectionSelfExclude, { period: 'SIX_MONTHS', confirm: true }, token);
    const sixMonthsOn = Date.UTC(2026, 8, 10, 12);
    expect((await schedule(app)).events.map((event) => [event.kind, event.epochMs])).toEqual([
      ['deposit.pending', T0 + 10 * 60_000],
      ['exclusion.end', sixMonthsOn],
    ]);

    const advanced = await move(app, { advance: '1h' });
    expect(kindsOf(advanced.ran)).toEqual(['deposit.pending']);
    // The pending `never` order has nothing more scheduled; the exclusion ends on its day.
    expect(kindsOf((await schedule(app)).events)).toEqual(['exclusion.end']);
    const ended = await move(app, { toNextEvent: true });
    expect(ended).toMatchObject({ epochMs: sixMonthsOn, stoppedBy: 'idle' });
    expect(kindsOf(ended.ran)).toEqual(['exclusion.end']);
  });

  it('answers that nothing is scheduled without moving the clock', async () => {
    const app = await quietApp();
    const moved = await move(app, { toNextEvent: true });
    expect(moved).toMatchObject({ epochMs: T0, ran: [], steps: 0, stoppedBy: 'idle' });
    expect(moved.message).toMatch(/Nothing is scheduled/);
  });
});

describe('POST /__sim/clock {untilIdle}', () => {
  it('runs every step until nothing is scheduled, and names its bound', async () => {
    const app = await quietApp();
    const { token, member } = await signIn(app, DEMO);
    await ok(app, endpoints.withdrawApply, bankApplication(app, member.id, { amount: 100 }), token);
    const done = await move(app, { untilIdle: true });
    expect(kindsOf(done.ran)).toEqual([
      'withdrawal.step',
      'withdrawal.step',
      'withdrawal.step',
      'withdrawal.step',
    ]);
    expect(done).toMatchObject({
      steps: 4,
      stoppedBy: 'idle',
      bound: { maxSteps: 100, horizon: null },
      next: [],
    });
    expect(done.epochMs).toBe(T0 + 4 * WITHDRAWAL_STEP_MS);
    expect((await schedule(app)).events).toEqual([]);
  });

  it('stops at maxSteps or at the horizon, saying what is left', async () => {
    const app = await quietApp();
    const { token, member } = await signIn(app, DEMO);
    await ok(app, endpoints.withdrawApply, bankApplication(app, member.id, { amount: 100 }), token);
    const bounded = await move(app, { untilIdle: true, maxSteps: 2 });
    expect(bounded).toMatchObject({ steps: 2, stoppedBy: 'maxSteps', bound: { maxSteps: 2 } });
    expect(bounded.message).toMatch(/bound of 2 steps with 1 event\(s\) still scheduled/);
    const horizon = await move(app, { untilIdle: true, horizon: '1m' });
    expect(horizon).toMatchObject({ steps: 0, ran: [], stoppedBy: 'horizon', epochMs: bounded.epochMs });
    expect(horizon.message).toMatch(/Stopped at the horizon/);
  });

  it('refuses a move that makes no sense, changing nothing', async () => {
    const app = await quietApp();
    for (const [body, words] of [
      [{ toNextEvent: true, advance: '1h' }, /exactly one of .*got advance and toNextEvent/],
      [{ toNextEvent: true, untilIdle: true }, /exactly one of/],
      [{ toNextEvent: true, maxSteps: 3 }, /maxSteps: maxSteps only bounds untilIdle/],
      [{ advance: '1h', horizon: '2h' }, /horizon only bounds untilIdle/],
      [{ untilIdle: true, maxSteps: 0 }, /maxSteps/],
      [{}, /Give one of/],
    ] as const) {
      const answer = await control(app, 'POST', '/clock', body);
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(words);
    }
    expect(((await control(app, 'GET', '/clock')).data as { epochMs: number }).epochMs).toBe(T0);
  });
});
