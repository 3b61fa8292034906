import { MAX_IN_VALUES } from '@casino/contracts/core/query-words';
import { endpointSamples, endpoints } from '@casino/contracts/registry';
import { postLedgerEntry } from '@casino/sim-server/modules/ledger/ledger-service';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDocument, type DocumentOperation, documentValidator } from './support/api-document';
import { addMember, callEndpoint, startSimulator } from './support/simulator';

/**
 * The served `/openapi.json` read by a JSON Schema validator nobody here wrote (ajv, draft
 * 2020-12, formats checked), as an outside team validates traffic: the contracts' own
 * samples and real answers of the simulator must pass, money with cents included (a float
 * `multipleOf: 0.01` refused 19.99).
 */

let app: FastifyInstance;
let document: ApiDocument;
const operations = new Map<string, DocumentOperation>();
let problems: ReturnType<typeof documentValidator>;

const answerSchema = (name: string, status = '200') =>
  operations.get(name)?.responses[status]?.content?.['application/json']?.schema;

beforeAll(async () => {
  app = await startSimulator();
  document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as ApiDocument;
  problems = documentValidator(document);
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
      // A form Date.parse reads but the document's pattern does not: refused by both now.
      ['memberTransactionPage', { createTime_GT: 'May 1 2024 10:00' }],
      ['gameListPage', { id_IN: Array.from({ length: MAX_IN_VALUES + 1 }, (_, index) => index + 1) }],
      [
        'gameListPage',
        { name_IN: Array.from({ length: MAX_IN_VALUES + 1 }, (_, index) => `g${index}`).join(',') },
      ],
      ['stripeDepositOrder', { ...sample('stripeDepositOrder'), memberId: member.id, paymentMethod: 'CASH' }],
    ];
    for (const [name, payload] of cases) {
      const body = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
      const operation = operations.get(name);
      const bodies: Array<[object | undefined, Record<string, unknown>]> = [
        [operation?.requestBody?.content['application/json']?.schema, body],
        [operation?.requestBody?.content['application/x-www-form-urlencoded']?.schema, asForm(body)],
      ];
      const schemas = bodies.filter(([schema]) => schema !== undefined);
      // A GET call's fields are its query parameters.
      const refusedParameters = (operation?.parameters ?? []).filter(
        (parameter) => parameter.name in body && problems(parameter.schema, body[parameter.name]).length > 0,
      );
      if (schemas.length === 0) expect(refusedParameters, `${name}: the document takes it`).not.toEqual([]);
      for (const [schema, sent] of schemas)
        expect(problems(schema, sent), `${name}: the document takes it`).not.toEqual([]);
      const answer = await callEndpoint(app, endpoints[name], body, member.token);
      expect(answer.statusCode, `${name}: the server takes it (${answer.body})`).toBe(400);
    }
  });

  it('states the password confirmation, which JSON Schema cannot check, in words and x-same-as', () => {
    for (const name of ['register', 'changePassword', 'resetPassword'] as const) {
      type Schema = { properties?: Record<string, Schema>; $ref?: string; 'x-same-as'?: string };
      const read = (schema: Schema | undefined) =>
        schema?.$ref ? (document.components.schemas?.[schema.$ref.split('/').pop() ?? ''] as Schema) : schema;
      const body = read(operations.get(name)?.requestBody?.content['application/json']?.schema as Schema);
      const repeat = body?.properties?.repassword;
      expect(read(repeat)?.['x-same-as'], name).toBe('password');
    }
  });

  /**
   * The control plane's "exactly one of" and "at most one of" bodies, in the document as `oneOf`,
   * `not`, `dependentRequired`: a body the document took was refused by the server (567 of them
   * on 7 operations, by an outside check). Each of these breaks one rule; both refuse it, and
   * each rule's valid form passes both.
   */
  it('refuses the control bodies the server refuses: one clock move, one override kind, one fault effect', async () => {
    const cases: Array<[string, Record<string, unknown>, boolean]> = [
      ['/__sim/clock', { set: '2026-04-01T00:00:00Z', advance: '1h' }, false],
      ['/__sim/clock', {}, false],
      ['/__sim/clock', { advance: '1h', maxSteps: 3 }, false],
      ['/__sim/clock', { advance: '1h' }, true],
      ['/__sim/faults', { pathPattern: '/api/sys/game/all', error: { code: 1100 }, http500: true }, false],
      ['/__sim/faults', { pathPattern: '/api/sys/game/all', count: 1 }, false],
      ['/__sim/faults', { pathPattern: '/api/sys/game/all', latencyMs: 5, count: 1 }, true],
      [
        '/__sim/overrides',
        { path: '/sys/game/all', envelope: { error: 0, message: 'ok', data: null }, patch: { a: 1 } },
        false,
      ],
      ['/__sim/overrides', { path: '/sys/game/all' }, false],
      ['/__sim/overrides', { path: '/sys/game/all', count: 1, patch: { a: 1 }, allowInvalid: true }, true],
      ['/__sim/journal/verify', { path: '/sys/game/all', count: 1, atLeast: 1 }, false],
      ['/__sim/journal/verify', { path: '/sys/game/all', atLeast: 0 }, true],
      [
        '/__sim/scenarios/apply',
        { scenario: { description: 'x', clock: { advance: '1h', advanceMs: 5 } } },
        false,
      ],
      ['/__sim/scenarios/apply', { scenario: { description: 'x', clock: { advanceMs: 5 } } }, true],
      ['/__sim/clock', { advance: ' 2h ' }, true],
      ['/__sim/clock', { advance: '2 hours' }, false],
    ];
    for (const [path, body, valid] of cases) {
      const schema = document.paths[path]?.post?.requestBody?.content['application/json']?.schema;
      const label = `${path} ${JSON.stringify(body)}`;
      expect(problems(schema, body).length === 0, `${label}: the document's verdict`).toBe(valid);
      const answer = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'x-sim-key': 'local-qa-key', 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(answer.statusCode === 400, `${label}: the server's verdict (${answer.body.slice(0, 200)})`).toBe(
        !valid,
      );
    }
  });

  it('writes every pattern with [0-9], not \\d (a Unicode digit class to Python or .NET)', () => {
    const patterns: string[] = [];
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node))
        if (key === 'pattern' && typeof value === 'string') patterns.push(value);
        else visit(value);
    };
    visit(document);
    expect(patterns.length).toBeGreaterThan(20);
    // A backslash escape of d or w, after an even run of backslashes (not a literal backslash).
    expect(patterns.filter((pattern) => /(^|[^\\])(\\\\)*\\[dw]/.test(pattern))).toEqual([]);
  });
});

/** A body as a form carries it: each list comma-joined (`encodeFormValues`). */
const asForm = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([field, value]) => [field, Array.isArray(value) ? value.join(',') : value]),
  );
