import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseScenario } from '@casino/contracts/control/scenario';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { depositOrders } from '../db/schema/index';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp } from '../testing/test-app';
import { injectInWorld } from '../testing/world-server';
import { WorldRegistry } from '../worlds/world-registry';
import { control, signIn } from './control-test-support';
import { readScenario, scenarioNames } from './scenario-files';

const shipped = await scenarioNames();

describe('scenario files', () => {
  it('ships at least a dozen scenarios, each with a description', async () => {
    const app = await createTestApp();
    const listed = (await control(app, 'GET', '/scenarios')).data as Array<{ name: string; valid: boolean }>;
    expect(listed.length).toBeGreaterThanOrEqual(12);
    expect(listed.filter((scenario) => !scenario.valid)).toEqual([]);
    for (const name of ['new-visitor', 'declined-card', 'slow-network', 'withdrawal-rejected']) {
      expect(shipped).toContain(name);
    }
  });

  it.each(shipped)('loads %s without error, after a reset', async (name) => {
    const app = await createTestApp();
    const loaded = await control(app, 'POST', '/reset', { scenario: name });
    expect(loaded.message).toBe('success');
    expect(loaded.error).toBe(0);
  });

  it('refuses a scenario with an unknown field, naming the field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scenarios-'));
    await writeFile(
      join(dir, 'typo.json'),
      JSON.stringify({
        description: 'x',
        members: [{ username: 'typo', password: 'Test1234!', vipLevl: 3 }],
      }),
    );
    await expect(readScenario('typo', dir)).rejects.toThrow(/members\.0: Unrecognized key: "vipLevl"/);
    expect(() => parseScenario({ description: 'x', setings: {} })).toThrow(/"setings"/);
  });

  it('refuses an unknown scenario name with the list of known ones', async () => {
    const app = await createTestApp();
    const answer = await control(app, 'POST', '/scenario', { name: 'no-such-scenario' });
    expect(answer.status).toBe(404);
    expect(answer.message).toMatch(/known: .*new-visitor/);
    expect((await control(app, 'POST', '/scenario', { nam: 'x' })).message).toMatch(/nam/);
  });
});

describe('what scenarios set up', () => {
  it('creates members with money through the ledger, flags and documents', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/scenario', { name: 'member-with-bonus-to-wager' });
    const member = (await control(app, 'GET', '/members/bonushunter')).data;
    expect(member).toMatchObject({ cashBalance: 20, bonusBalance: 100, rollingAmount: 5000, credited: true });
    await signIn(app, 'bonushunter', 'Test1234!');
  });

  it('adds the rules and settings of a scenario', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/scenario', { name: 'declined-card' });
    const rules = (await control(app, 'GET', '/rules')).data as Array<{ method: string; count: number }>;
    expect(rules.map((rule) => [rule.method, rule.count])).toEqual([
      ['VISA_MASTERCARD_1', 3],
      ['CATTL', 3],
    ]);
    await control(app, 'POST', '/scenario', { name: 'restricted-location' });
    const info = await app.inject({ method: 'POST', url: '/api/sys/ipinfoCloudFlare' });
    expect(info.json()).toMatchObject({ data: { status: 0 } });
  });

  it('opens withdrawals through the withdrawals module, held where the scenario says', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/scenario', { name: 'pending-withdrawals' });
    const member = (await control(app, 'GET', '/members/waitingpayout')).data as { cashBalance: number };
    expect(member.cashBalance).toBe(400);
  });

  it('opens deposit orders through the member’s own calls, kept open by a one-off rule', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/scenario', { name: 'open-deposit-orders' });
    const member = (await control(app, 'GET', '/members/opentabs')).data as { id: number };
    const orders = ownWorld(app)
      .db.select()
      .from(depositOrders)
      .where(eq(depositOrders.memberId, member.id))
      .all();
    expect(orders.map((order) => [order.methodCode, order.plannedOutcome])).toEqual([
      ['CASH', 'never'],
      ['CRYPT', 'never'],
    ]);
    expect((await control(app, 'GET', '/rules')).data).toEqual([]);
  });
});

describe('worlds made from a scenario', () => {
  let registry: WorldRegistry | undefined;
  afterEach(async () => registry?.closeAll());

  it('loads the scenario into a new world, and refuses an unknown one', async () => {
    registry = await WorldRegistry.withOwnApp({ validateAnswers: true });
    const world = await registry.create('chat-offline');
    const settings = await injectInWorld(registry, world, {
      method: 'GET',
      url: '/__sim/settings',
      headers: { 'x-sim-key': 'local-qa-key' },
    });
    const rows = (settings.json() as { data: Array<{ name: string; value: unknown }> }).data;
    expect(rows.find((row) => row.name === 'chatAvailable')?.value).toBe(false);
    await expect(registry.create('no-such-scenario')).rejects.toThrow(/no-such-scenario/);
  });
});
