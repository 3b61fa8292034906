import type { ContractExport } from '@casino/contracts/control/contract';
import { isLuhnValid } from '@casino/contracts/deposits/card-number';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { control, signIn } from '../control/control-test-support';
import { sampleCardDeposit } from '../testing/sample-member';
import { createTestApp, envelopeOf, postJson } from '../testing/test-app';
import { fromProviderState } from './secret-fields';

/** The calls the app makes on a first visit with a deposit: sign-in, balance, game list, a card deposit. */
async function appLikeCalls(app: FastifyInstance) {
  const token = await signIn(app, 'highroller', 'Test1234!');
  const user = envelopeOf(await postJson(app, '/sys/auth/token/info', {}, token)).data as { id: number };
  await postJson(app, '/base/game/listPage', { pageSize: 20 });
  const deposit = sampleCardDeposit(user.id, {
    cardNum: '4000056655665556',
    cardCvv: '987',
    expireYear: '2031',
  });
  expect(envelopeOf(await postJson(app, '/sys/deposit/creditcard/deposit', deposit, token)).error).toBe(0);
}

async function exported(app: FastifyInstance, query = '?scenario=rich-member'): Promise<ContractExport> {
  const answer = await control(app, 'GET', `/contract${query}`);
  expect(answer.status).toBe(200);
  return answer.data as ContractExport;
}

describe('GET /__sim/contract: the journal as a Pact V4 file', () => {
  it('writes one Synchronous/HTTP interaction per distinct call, rules from the contracts, the state from the scenario', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/reset', { scenario: 'rich-member' });
    await appLikeCalls(app);
    await postJson(app, '/base/game/listPage', { pageSize: 20 }); // the same call again: no new interaction
    const { pact, openapi, skipped } = await exported(app);
    expect(pact).toMatchObject({
      consumer: { name: 'casino-web' },
      provider: { name: 'casino-backend' },
      metadata: { pactSpecification: { version: '4.0' } },
    });
    expect(pact.interactions.map((interaction) => interaction.description)).toEqual([
      'login: POST /api/sys/auth/login',
      'tokenInfo: POST /api/sys/auth/token/info, signed in',
      'gameListPage: POST /api/base/game/listPage',
      'creditcardDeposit: POST /api/sys/deposit/creditcard/deposit, signed in',
    ]);
    expect(skipped).toEqual([]);
    const [login, balance, games] = pact.interactions;
    for (const interaction of pact.interactions) {
      expect(interaction.type).toBe('Synchronous/HTTP');
      expect(interaction.providerStates[0]?.name).toBe('world from scenario rich-member');
    }
    // Types and formats, never the values seen.
    const rules = balance?.response.matchingRules?.body ?? {};
    expect(rules['$.data.availableBalance']).toEqual({ combine: 'AND', matchers: [{ match: 'number' }] });
    expect(rules['$.data.id']?.matchers).toEqual([{ match: 'integer' }]);
    expect(rules['$.data.currency']?.matchers[0]).toMatchObject({ match: 'regex' });
    expect(rules['$.data.memberType']?.matchers).toEqual([{ match: 'regex', regex: '^(1|2|3|4|5)$' }]);
    expect(JSON.stringify(rules)).not.toContain('50000');
    expect(balance?.request.generators?.header?.Authorization).toEqual(fromProviderState('token'));
    expect(balance?.providerStates[0]?.params).toEqual({ username: 'highroller' });
    // The password is masked; the state fills it in (sign-in is a form).
    expect(login?.request.body?.content).toBe('username=highroller&password=***&type=MEMBER');
    expect(login?.request.generators?.body?.['$.password']).toEqual(fromProviderState('password'));
    // A list: its kind and at least nothing, then each item by the contract.
    expect(games?.response.matchingRules?.body?.['$.data.content']).toEqual({
      combine: 'AND',
      matchers: [{ match: 'type', min: 0 }],
    });
    expect(games?.response.matchingRules?.body?.['$.data.content[*].id']?.matchers).toEqual([
      { match: 'integer' },
    ]);
    expect(games?.response.matchingRules?.body?.['$.data.last']?.matchers).toEqual([{ match: 'boolean' }]);
    // The used part of the OpenAPI document: the four operations, no control plane.
    expect(Object.keys(openapi.paths as object).sort()).toEqual([
      '/api/base/game/listPage',
      '/api/sys/auth/login',
      '/api/sys/auth/token/info',
      '/api/sys/deposit/creditcard/deposit',
    ]);
    expect(JSON.stringify(openapi)).not.toMatch(/__sim|X-Sim-Key/);
  });

  it("keeps card data out: a card deposit's interaction carries no card number, CVV or expiry", async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/reset', { scenario: 'rich-member' });
    await appLikeCalls(app);
    const { pact, openapi } = await exported(app);
    const deposit = pact.interactions.find((interaction) =>
      interaction.description.startsWith('creditcardDeposit'),
    );
    const text = JSON.stringify(deposit);
    expect(deposit?.request.body?.content).toMatchObject({
      cardNum: '***',
      cardCvv: '***',
      expireMonth: '***',
      expireYear: '***',
    });
    expect(deposit?.request.generators?.body).toMatchObject({ '$.cardNum': fromProviderState('cardNumber') });
    for (const whole of [JSON.stringify(pact), JSON.stringify(openapi)]) {
      expect(whole).not.toContain('5665556');
      expect(whole).not.toContain('"987"');
      expect(whole).not.toContain('"2031"');
      // No Luhn-valid run of 12 to 19 digits anywhere.
      for (const run of whole.match(/\d{12,19}/g) ?? []) expect(isLuhnValid(run)).toBe(false);
    }
    expect(text).toContain('creditcard');
  });

  it('names the seed as the state without a scenario, and leaves faulted calls out', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/faults', {
      pathPattern: '/api/sys/auth/token/info',
      error: { code: -2 },
      count: 1,
    });
    await postJson(app, '/sys/auth/token/info', {});
    await postJson(app, '/base/game/listPage', { pageSize: 5 });
    const { pact, skipped } = await exported(app, '');
    expect(pact.interactions.map((interaction) => interaction.providerStates[0]?.name)).toEqual([
      'world from the seed',
    ]);
    expect(skipped).toEqual([
      { call: 'POST /api/sys/auth/token/info', reason: 'a QA fault acted on it (error -2)' },
    ]);
  });
});

describe('POST /__sim/contract/state: the provider-state hook', () => {
  it('resets the world to the scenario and answers a session of the member, a password and the test card', async () => {
    const app = await createTestApp();
    const answer = await control(app, 'POST', '/contract/state', {
      state: 'world from scenario rich-member',
      params: { username: 'highroller' },
      action: 'setup',
    });
    expect(answer.status).toBe(200);
    const values = answer.data as Record<string, string>;
    expect(values).toMatchObject({ cardNumber: '4242424242424242', password: expect.any(String) });
    const user = envelopeOf(await postJson(app, '/sys/auth/token/info', {}, values.token));
    expect(user).toMatchObject({ error: 0, data: { username: 'highroller' } });
    expect(await signIn(app, 'highroller', values.password ?? '')).toEqual(expect.any(String));
  });

  it('refuses a state it does not know, naming the ones it does, and changes nothing', async () => {
    const app = await createTestApp();
    await control(app, 'POST', '/reset', { scenario: 'rich-member' });
    const answer = await control(app, 'POST', '/contract/state', { state: 'a member with 5 euros' });
    expect(answer).toMatchObject({
      status: 400,
      message: expect.stringMatching(/world from scenario <name>.*Nothing was changed/),
    });
    expect((await control(app, 'GET', '/members/highroller')).status).toBe(200);
    const unknown = await control(app, 'POST', '/contract/state', {
      state: 'world from scenario no-such-one',
    });
    expect(unknown.status).toBe(404);
    expect((await control(app, 'GET', '/members/highroller')).status).toBe(200);
  });
});
