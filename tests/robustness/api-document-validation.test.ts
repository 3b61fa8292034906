import { endpointSamples, endpoints } from '@casino/contracts/registry';
import { postLedgerEntry } from '@casino/sim-server/modules/ledger/ledger-service';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, callEndpoint, startSimulator } from './support/simulator';

/**
 * The served `/openapi.json` read by a JSON Schema validator nobody here wrote (ajv, draft
 * 2020-12, formats checked), as an outside team validates traffic: the contracts' own
 * samples and real answers of the simulator must pass, money with cents included (a float
 * `multipleOf: 0.01` refused 19.99).
 */

interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; required: boolean; schema: object }>;
  requestBody?: { required: boolean; content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

let app: FastifyInstance;
let document: ApiDocument;
const operations = new Map<string, Operation>();
// OpenAPI's own keywords (`x-…`) are annotations to a JSON Schema validator: not strict about them.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const compiled = new Map<object, ValidateFunction>();

function validatorOf(schema: object | undefined): ValidateFunction {
  if (!schema) throw new Error('no schema');
  const known = compiled.get(schema);
  if (known) return known;
  const validate = ajv.compile(schema);
  compiled.set(schema, validate);
  return validate;
}

/** The problems ajv finds in a value, as readable lines (empty when it passes). */
function problems(schema: object | undefined, value: unknown): string[] {
  const validate = validatorOf(schema);
  return validate(value)
    ? []
    : (validate.errors ?? []).map(
        (error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
      );
}

const answerSchema = (name: string, status = '200') =>
  operations.get(name)?.responses[status]?.content?.['application/json']?.schema;

beforeAll(async () => {
  app = await startSimulator();
  document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as ApiDocument;
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) operations.set(operation.operationId, operation);
});
afterAll(async () => {
  await app.close();
});

describe('the API document under a JSON Schema validator (ajv 2020-12)', () => {
  it('states money without a float multipleOf', () => {
    expect(JSON.stringify(document).includes('"multipleOf"'), 'a multipleOf in the document').toBe(false);
    const transactions = answerSchema('memberTransactionPage');
    const row = { ...(endpointSamples.memberTransactionPage.validResponse as { content: object[] }) };
    const withCents = {
      ...row,
      content: row.content.map((item) => ({
        ...item,
        amount: 19.99,
        balanceBefore: 1979,
        balanceAfter: 1998.99,
      })),
    };
    expect(problems(transactions, { error: 0, message: 'success', data: withCents })).toEqual([]);
  });

  it("takes every contract sample: the call's valid payload and its answer", () => {
    for (const [name, sample] of Object.entries(endpointSamples)) {
      const operation = operations.get(name);
      const endpoint = endpoints[name as keyof typeof endpoints];
      if (!operation) throw new Error(`${name} is not documented`);
      const payload = sample.validRequest as Record<string, unknown>;
      if (operation.requestBody) {
        for (const [type, { schema }] of Object.entries(operation.requestBody.content)) {
          if (type === 'multipart/form-data') continue;
          expect(problems(schema, payload), `${name} ${type}`).toEqual([]);
        }
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.name in payload)
          expect(problems(parameter.schema, payload[parameter.name]), `${name} ${parameter.name}`).toEqual(
            [],
          );
      }
      if (endpoint.answer === 'binary') continue;
      const envelope = { error: 0, message: 'success', data: sample.validResponse ?? null };
      expect(problems(answerSchema(name), envelope), `${name} answer`).toEqual([]);
    }
  });

  it('takes real answers: latest wins, a transactions page, a 400 and a signed-out call', async () => {
    const wins = await callEndpoint(app, endpoints.latestWins, {});
    expect(problems(answerSchema('latestWins'), wins.json()), 'latest wins').toEqual([]);

    const member = addMember(app, 'ajv');
    // Cents on the page: amounts and balances a float multipleOf refused (19.99, 1998.99).
    ownWorld(app).db.transaction((tx) => {
      for (const cents of [197_900, 1_999])
        postLedgerEntry(tx, {
          memberId: member.id,
          type: 'DEPOSIT',
          cashDelta: cents,
          bonusDelta: 0,
          now: ownWorld(app).clock.now(),
        });
    });
    const page = await callEndpoint(app, endpoints.memberTransactionPage, {}, member.token);
    expect(JSON.stringify(page.json())).toContain('19.99');
    expect(problems(answerSchema('memberTransactionPage'), page.json()), 'transactions').toEqual([]);

    const refused = await callEndpoint(app, endpoints.login, { username: 'someone' });
    expect(refused.statusCode).toBe(400);
    expect(problems(answerSchema('login', '400'), refused.json()), 'a 400').toEqual([]);

    const signedOut = await callEndpoint(app, endpoints.withdrawConfig, {});
    expect(signedOut.json()).toMatchObject({ error: -2 });
    expect(problems(answerSchema('withdrawConfig'), signedOut.json()), 'signed out').toEqual([]);
  });

  /**
   * Rules zod refinements hold, said in the document too (1,020 requests valid per the
   * document once got 400): each payload here breaks one, and both the document and the server refuse it.
   */
  it('refuses what the server refuses: password policy, sign-up steps, payout details, time filters, methods per call', async () => {
    const member = addMember(app, 'rules');
    const sample = (name: keyof typeof endpointSamples) =>
      endpointSamples[name].validRequest as Record<string, unknown>;
    const cases: Array<[keyof typeof endpoints, Record<string, unknown>]> = [
      ['register', { ...sample('register'), password: 'short-1', repassword: 'short-1' }],
      ['changePassword', { ...sample('changePassword'), password: 'aaaaaaaa', repassword: 'aaaaaaaa' }],
      ['checkRegister', { email: 'ada@example.com', username: 'lucky7', step: 1 }],
      ['withdrawApply', { ...sample('withdrawApply'), accountNumber: undefined }],
      ['memberTransactionPage', { createTime_GT: 'yesterday' }],
      ['stripeDepositOrder', { ...sample('stripeDepositOrder'), memberId: member.id, paymentMethod: 'CASH' }],
    ];
    for (const [name, payload] of cases) {
      const body = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
      const schema = operations.get(name)?.requestBody?.content['application/json']?.schema;
      expect(problems(schema, body), `${name}: the document takes it`).not.toEqual([]);
      const answer = await callEndpoint(app, endpoints[name], body, member.token);
      expect(answer.statusCode, `${name}: the server takes it (${answer.body})`).toBe(400);
    }
  });
});
