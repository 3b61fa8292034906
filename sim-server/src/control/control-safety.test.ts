import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { controlStatusOf } from './control-errors';
import { control, signIn, TEST_CONTROL_KEY } from './control-test-support';

/** Inputs that fail safely: a refused control request changes nothing and says why. */

const tokenWorks = async (app: FastifyInstance, token: string) =>
  (
    await app.inject({ method: 'POST', url: '/api/sys/auth/token/info', headers: { authorization: token } })
  ).json().error === 0;

/** A refusal's HTTP status is the one its envelope code stands for, never 200. */
function expectRefused(answer: { status: number; error: number }, status: number) {
  expect(answer.error).not.toBe(0);
  expect(answer.status).toBe(status);
  expect(controlStatusOf(answer.error)).toBe(answer.status);
}

describe('inputs that fail safely', () => {
  it('a reset to a scenario that fits the schema but cannot be applied changes nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scenarios-'));
    // A new member without a password: the file's shape is right, applying it fails.
    writeFileSync(
      join(folder, 'half-made.json'),
      JSON.stringify({
        description: 'A member the loader cannot make',
        members: [{ username: 'nopassword' }],
      }),
    );
    const app = await createTestApp({ env: { SIM_SCENARIO_DIRS: folder } });
    const token = await signIn(app, 'demo', 'Demo1234!');
    await control(app, 'POST', '/rules', { target: 'deposit', method: 'CASH', outcome: 'failed' });
    const refused = await control(app, 'POST', '/reset', { scenario: 'half-made' });
    expect(refused.error).not.toBe(0);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await tokenWorks(app, token)).toBe(true);
    expect((await control(app, 'GET', '/rules')).data).toHaveLength(1);
    rmSync(folder, { recursive: true, force: true });
  });

  it('a reset to an unknown scenario changes nothing', async () => {
    const app = await createTestApp();
    const token = await signIn(app, 'demo', 'Demo1234!');
    await control(app, 'PATCH', '/members/demo', { vipLevel: 5 });
    await control(app, 'POST', '/rules', { target: 'deposit', method: 'CASH', outcome: 'failed' });
    const typo = await control(app, 'POST', '/reset', { scenario: 'typo' });
    expectRefused(typo, 404);
    expect(typo.message).toMatch(/Scenario typo .*was not found/);
    expect(await tokenWorks(app, token)).toBe(true);
    expect((await control(app, 'GET', '/members/demo')).data).toMatchObject({ vipLevel: 5 });
    expect((await control(app, 'GET', '/rules')).data).toHaveLength(1);
    const badName = await control(app, 'POST', '/reset', { scenario: 'Not A Name' });
    expectRefused(badName, 400);
    expect(await tokenWorks(app, token)).toBe(true);
    // A good one still resets.
    expect((await control(app, 'POST', '/reset', { scenario: 'chat-offline' })).error).toBe(0);
    expect(await tokenWorks(app, token)).toBe(false);
  });

  it('refuses a rule for a method no order can have, naming it', async () => {
    const app = await createTestApp();
    const visa = await control(app, 'POST', '/rules', {
      target: 'deposit',
      method: 'VISA',
      outcome: 'failed',
    });
    expectRefused(visa, 400);
    expect(visa.message).toMatch(/^method: VISA is not a deposit method \(known: VISA_MASTERCARD_1, /);
    const cardForCashOut = await control(app, 'POST', '/rules', {
      target: 'withdrawal',
      method: 'VISA_MASTERCARD_1',
      outcome: 'rejected',
    });
    expectRefused(cardForCashOut, 400);
    expect(cardForCashOut.message).toMatch(/VISA_MASTERCARD_1 is not a withdrawal method/);
    expect((await control(app, 'POST', '/rules', { target: 'sideways', outcome: 'failed' })).status).toBe(
      400,
    );
    expect((await control(app, 'GET', '/rules')).data).toEqual([]);
    // Known methods in any case, and '*', are taken.
    expect(
      (await control(app, 'POST', '/rules', { target: 'deposit', method: 'cattl', outcome: 'failed' }))
        .status,
    ).toBe(201);
    expect(
      (await control(app, 'POST', '/rules', { target: 'withdrawal', method: '*', outcome: 'never' })).status,
    ).toBe(201);
  });

  it('compiles a fault pattern before storing it, and names the problem', async () => {
    const app = await createTestApp();
    const broken = await control(app, 'POST', '/faults', { pathPattern: '^/api/(', http500: true });
    expectRefused(broken, 400);
    expect(broken.message).toMatch(
      /^pathPattern: \^\/api\/\( is not a valid pattern: .*Invalid regular expression/,
    );
    expect((await control(app, 'POST', '/faults', { pathPattern: 're:[', drop: true })).status).toBe(400);
    expect((await control(app, 'GET', '/faults')).data).toEqual([]);
    // The /api still answers (no stored fault turned into a 500 "Server is busy").
    const info = await app.inject({ method: 'POST', url: '/api/sys/auth/token/info' });
    expect(info.statusCode).toBe(200);
  });

  it('answers every refusal with the HTTP status its envelope stands for', async () => {
    const app = await createTestApp();
    expectRefused(await control(app, 'GET', '/members/ghost'), 404);
    expectRefused(await control(app, 'DELETE', '/rules/99'), 404);
    expectRefused(await control(app, 'POST', '/members/ghost/documents', { status: 20 }), 404);
    expectRefused(await control(app, 'POST', '/clock', { advance: 'soon' }), 400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/__sim/clock',
      headers: { 'x-sim-key': TEST_CONTROL_KEY, 'content-type': 'application/json' },
      payload: '{"advance":',
    });
    expect(malformed.statusCode).toBe(ApiErrorCode.MALFORMED_BODY);
    expect(malformed.json()).toMatchObject({ error: ApiErrorCode.MALFORMED_BODY });
    // A module's business refusal (a rejected withdrawal cannot complete) is a conflict, not a 200.
    await control(app, 'POST', '/scenario', { name: 'withdrawal-rejected' });
    const moved = await control(app, 'POST', '/withdrawals/advance-all', { status: 10 });
    const [rejected] = (moved.data as { advanced: Array<{ id: number }> }).advanced;
    const again = await control(app, 'POST', `/withdrawals/${rejected?.id}/advance`, { status: 40 });
    expectRefused(again, 409);
    expect(again.error).toBe(ApiErrorCode.WITHDRAW_RULE);
  });
});
