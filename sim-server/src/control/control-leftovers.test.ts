import { parseScenario } from '@casino/contracts/control/scenario';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { ProfileDocumentStatus } from '@casino/contracts/documents/enums';
import { WithdrawStatus } from '@casino/contracts/withdrawals/enums';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../db/schema/index';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp, postJson } from '../testing/test-app';
import { control, signIn } from './control-test-support';
import { applyScenario } from './scenario-loader';

/** The withdrawal the test made: the newest (the seed holds demo's two). */
const latestWithdrawal = (app: FastifyInstance) =>
  ownWorld(app)
    .db.select({ status: withdrawals.status, nextStepTime: withdrawals.nextStepTime, fate: withdrawals.fate })
    .from(withdrawals)
    .orderBy(desc(withdrawals.id))
    .get();

async function withdrawFromRichMember(app: FastifyInstance) {
  await control(app, 'POST', '/scenario', { name: 'rich-member' });
  await app.worlds.runOwn(() =>
    applyScenario(
      app,
      parseScenario({ description: 'one', withdrawals: [{ username: 'highroller', amount: 300 }] }),
    ),
  );
}

async function logIn(app: FastifyInstance, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sys/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username: 'demo', password, type: 'MEMBER' }),
  });
  return (response.json() as { error: number }).error;
}

describe('withdrawalAutoProgress', () => {
  it('keeps a withdrawal applied while the progression is off pending, whatever the clock', async () => {
    const app = await createTestApp();
    await control(app, 'PUT', '/settings/withdrawalAutoProgress', { value: false });
    await withdrawFromRichMember(app);
    expect(latestWithdrawal(app)).toMatchObject({ status: WithdrawStatus.PENDING, nextStepTime: null });
    await control(app, 'POST', '/clock', { advance: '7d' });
    expect(latestWithdrawal(app)?.status).toBe(WithdrawStatus.PENDING);
    // Advanced by hand while off: it moves, and plans no step of its own.
    await control(app, 'POST', '/withdrawals/advance-all', { status: WithdrawStatus.PASSED });
    expect(latestWithdrawal(app)).toMatchObject({ status: WithdrawStatus.PASSED, nextStepTime: null });
    await control(app, 'POST', '/withdrawals/auto', { enabled: true });
    await control(app, 'POST', '/clock', { advance: '1h' });
    expect(latestWithdrawal(app)?.status).toBe(WithdrawStatus.COMPLETED);
  });

  it('does not move due withdrawals once the row says false, even when their step was planned', async () => {
    const app = await createTestApp();
    await withdrawFromRichMember(app);
    expect(latestWithdrawal(app)?.nextStepTime).not.toBeNull();
    // The row written directly (as a scenario's settings block does), not through /withdrawals/auto.
    await control(app, 'PUT', '/settings/withdrawalAutoProgress', { value: false });
    await control(app, 'POST', '/clock', { advance: '1d' });
    expect(latestWithdrawal(app)?.status).toBe(WithdrawStatus.PENDING);
  });
});

describe('the rejected outcome', () => {
  it('rejects the next withdrawal on review and gives the funds back', async () => {
    const app = await createTestApp();
    const rule = await control(app, 'POST', '/rules', { target: 'withdrawal', outcome: 'rejected' });
    expect(rule.status).toBe(201);
    await withdrawFromRichMember(app);
    expect(latestWithdrawal(app)?.fate).toBe('rejected');
    const balanceBefore = ((await control(app, 'GET', '/members/highroller')).data as { cashBalance: number })
      .cashBalance;
    await control(app, 'POST', '/clock', { advance: '1h' });
    expect(latestWithdrawal(app)?.status).toBe(WithdrawStatus.REJECTED);
    const balanceAfter = ((await control(app, 'GET', '/members/highroller')).data as { cashBalance: number })
      .cashBalance;
    expect(balanceAfter).toBe(balanceBefore + 300);
  });

  it('is refused for deposits, with a message that says why', async () => {
    const app = await createTestApp();
    const refused = await control(app, 'POST', '/rules', { target: 'deposit', outcome: 'rejected' });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/withdrawals only/);
  });

  it('is what the withdrawal-rejected scenario uses', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/reset', { scenario: 'withdrawal-rejected' });
    await control(app, 'POST', '/clock', { advance: '1h' });
    expect(latestWithdrawal(app)).toMatchObject({ fate: 'rejected', status: WithdrawStatus.REJECTED });
  });
});

describe('reset hooks', () => {
  it('forgets the login limiter on /__sim/reset', async () => {
    const app = await createTestApp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await logIn(app, 'wrong password')).toBe(ApiErrorCode.BAD_CREDENTIALS);
    }
    expect(await logIn(app, 'Demo1234!')).toBe(ApiErrorCode.RATE_LIMITED);
    await control(app, 'POST', '/reset', {});
    expect(await logIn(app, 'Demo1234!')).toBe(0);
  });
});

describe('POST /__sim/members/:idOrUsername/documents', () => {
  it('sets the review result by name or number', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/scenario', { name: 'withdrawal-rejected' });
    const rejected = await control(app, 'POST', '/members/payoutrejected/documents', { status: 'rejected' });
    expect(rejected.data).toMatchObject({
      username: 'payoutrejected',
      documentStatus: ProfileDocumentStatus.AUDIT_FAILED,
    });
    const approved = await control(app, 'POST', '/members/payoutrejected/documents', { status: 20 });
    expect(approved.data).toMatchObject({ documentStatus: ProfileDocumentStatus.AUDIT_SUCCESS });
    // The member reads it in their own session.
    const token = await signIn(app, 'payoutrejected', 'Test1234!');
    expect(token).toBeTruthy();
  });

  it('refuses an unknown status and an unknown member', async () => {
    const app = await createTestApp();
    const bad = await control(app, 'POST', '/members/demo/documents', { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^status: /);
    expect((await control(app, 'POST', '/members/ghost/documents', { status: 20 })).status).toBe(404);
  });

  it("gives a member who never submitted QA's stand-in proofs, then the result (docs/qa.md's documents demo approved)", async () => {
    const app = await createTestApp();
    await app.worlds.runOwn(() =>
      applyScenario(
        app,
        parseScenario({ description: 'x', members: [{ username: 'nodocs', password: 'Test1234!' }] }),
      ),
    );
    // Not uploaded stays that: nothing is submitted for it.
    expect(
      (await control(app, 'POST', '/members/nodocs/documents', { status: 'not_uploaded' })).data,
    ).toEqual({
      username: 'nodocs',
      idcardProofId: '',
      idcardHoldProofId: '',
      addressProofId: '',
      paymentProofId: '',
      documentStatus: ProfileDocumentStatus.NOT_UPLOADED,
    });
    const auditing = await control(app, 'POST', '/members/nodocs/documents', { status: 'auditing' });
    expect(auditing.error, auditing.message).toBe(0);
    expect(auditing.data).toMatchObject({
      idcardProofId: expect.any(Number),
      paymentProofId: expect.any(Number),
      documentStatus: ProfileDocumentStatus.AUDITING,
    });
    const token = await signIn(app, 'nodocs', 'Test1234!');
    const session = await postJson(app, '/sys/auth/token/info', {}, token);
    expect(session.json().data).toMatchObject({ idcardProofId: expect.any(Number) });
  });
});
