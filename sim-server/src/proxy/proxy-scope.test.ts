import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../scripts/sim-cli';
import { buildApp } from '../app';
import { control } from '../control/control-test-support';
import { ORDER_CALLS } from './proxy-scope';

/**
 * Proxy mode's control plane: every operation either acts on proxied calls or is
 * refused, naming why and what to use instead. No backend is needed: a refusal is decided from
 * the modes alone, and nothing here calls `/api`.
 */

const opened: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
  vi.restoreAllMocks();
});

async function proxy(modes = '') {
  const app = await buildApp({
    dataDir: ':memory:',
    env: { LOG_LEVEL: 'silent', SIM_UPSTREAM: 'http://backend.invalid', SIM_PROXY_MODES: modes },
  });
  opened.push(app);
  return app;
}

const cardRule = { target: 'deposit', method: 'VISA_MASTERCARD_1', outcome: 'failed', count: 1 };

describe('the control plane in proxy mode', () => {
  it('refuses an outcome rule when the backend takes the payments, pointing to faults and overrides', async () => {
    const app = await proxy();
    const refused = await control(app, 'POST', '/rules', cardRule);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(
      /^Proxy mode: addRule refused, nothing changed: .*never the backend's payment/,
    );
    expect(refused.message).toContain('/sys/deposit/creditcard/deposit');
    expect(refused.message).toMatch(/Use a fault .* or an override/);
    expect((await control(app, 'GET', '/rules')).data).toEqual([]);
  });

  it("refuses what changes the simulator's own world, and answers reads and removals", async () => {
    const app = await proxy();
    const offset = async () => ((await control(app, 'GET', '/clock')).data as { offsetMs: number }).offsetMs;
    const before = await offset();
    const refusals = [
      await control(app, 'POST', '/clock', { advanceMs: 3_600_000 }),
      await control(app, 'PATCH', '/members/demo', { cashBalance: 500 }),
      await control(app, 'PUT', '/settings/chatAvailable', { value: false }),
      await control(app, 'POST', '/withdrawals/advance-all', { status: 40 }),
      await control(app, 'POST', '/reset', { scenario: 'declined-card' }),
    ];
    for (const refused of refusals) {
      expect(refused.status, refused.message).toBe(400);
      expect(refused.message).toMatch(/^Proxy mode: \w+ refused, nothing changed: .*Use a fault/);
    }
    expect(await offset()).toBe(before);
    expect((await control(app, 'GET', '/members/demo')).error).toBe(0);
    expect((await control(app, 'DELETE', '/rules')).error).toBe(0);
  });

  it('takes faults, overrides and journal checks, which act on the upstream call', async () => {
    const app = await proxy();
    const fault = await control(app, 'POST', '/faults', {
      pathPattern: '/sys/deposit/**',
      error: { code: 1201 },
    });
    expect(fault.error, fault.message).toBe(0);
    const override = await control(app, 'POST', '/overrides', {
      path: '/sys/auth/token/info',
      envelope: { error: 5, message: 'Down for maintenance', data: null },
    });
    expect(override.error, override.message).toBe(0);
    expect((await control(app, 'POST', '/reset', {})).error).toBe(0);
  });

  it('per path: a rule acts where its calls are simulated, and is refused where they are replayed', async () => {
    const app = await proxy('/sys/deposit/**=simulate,/sys/withdraw/**=replay');
    const accepted = await control(app, 'POST', '/rules', cardRule);
    expect(accepted.error, accepted.message).toBe(0);
    const withdrawal = await control(app, 'POST', '/rules', {
      target: 'withdrawal',
      method: '*',
      outcome: 'rejected',
    });
    expect(withdrawal.status).toBe(400);
    expect(withdrawal.message).toContain('/sys/withdraw/apply');
    expect((await control(app, 'POST', '/withdrawals/advance-all', { status: 40 })).status).toBe(400);
    // Something is simulated, so the simulator's members and clock can matter.
    expect((await control(app, 'POST', '/clock', { advanceMs: 60_000 })).error).toBe(0);
  });

  it("refuses a deposit rule whose method's calls all go upstream, though another deposit call is simulated", async () => {
    const app = await proxy('/sys/deposit/stripe/**=simulate');
    const cattl = await control(app, 'POST', '/rules', { ...cardRule, method: 'CATTL' });
    expect(cattl.status).toBe(400);
    expect(cattl.message).toMatch(/^Proxy mode: addRule refused, nothing changed/);
    // The calls that could make CATTL orders, named: none of them is simulated.
    expect(cattl.message).toContain('(/sys/deposit/creditcard/deposit, /sys/deposit/cattl/deposit)');
    expect((await control(app, 'GET', '/rules')).data).toEqual([]);
    // The simulated call's own method, and every method, act on it.
    expect((await control(app, 'POST', '/rules', { ...cardRule, method: 'STRIPE' })).status).toBe(201);
    expect((await control(app, 'POST', '/rules', { ...cardRule, method: '*' })).status).toBe(201);
  });

  it('names, for each flow, the call that makes its orders: every deposit-creating call of the contract', () => {
    const creating = Object.values(endpoints)
      .map((call) => call.path)
      .filter((path) => /^\/sys\/deposit\/[^/]+\/deposit/.test(path));
    expect(
      Object.values(ORDER_CALLS)
        .map((name) => endpoints[name].path)
        .sort(),
    ).toEqual(creating.sort());
  });

  it('refuses that rule through the CLI: exit 1 with the reason', async () => {
    const app = await proxy('/sys/deposit/stripe/**=simulate');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['rule', 'deposit', 'CATTL', 'failed'], { SIM_URL: address })).toBe(1);
    expect(errors.at(-1)).toMatch(/^Refused \(\d+\): Proxy mode: addRule refused, nothing changed/);
  });

  it('refuses through the CLI too: exit 1 with the reason', async () => {
    const app = await proxy();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = await main(['rule', 'deposit', 'VISA_MASTERCARD_1', 'failed', '--count', '1'], {
      SIM_URL: address,
    });
    expect(code).toBe(1);
    expect(errors.at(-1)).toMatch(/^Refused \(\d+\): Proxy mode: addRule refused, nothing changed/);
    expect(
      await main(['fault', '/sys/deposit/**', '--error', '1201', '--count', '1'], { SIM_URL: address }),
    ).toBe(0);
  });
});
