import { describe, expect, it } from 'vitest';
import { ApiErrorCode } from './core/envelope';
import { isProtocolCode } from './core/http-status';
import { buildOpenApiDocument } from './openapi';
import { endpointRefusals, refusalsOf } from './refusals';
import { type EndpointName, endpoints } from './registry';

const KNOWN_CODES = new Set<number>(Object.values(ApiErrorCode));
const names = Object.keys(endpoints) as EndpointName[];

describe('declared refusals', () => {
  it('name only calls of the registry (tsc checks it too)', () => {
    for (const name of Object.keys(endpointRefusals)) expect(names).toContain(name);
  });

  it('use known business codes, once per call, never a protocol code or success', () => {
    for (const name of names) {
      const codes = refusalsOf(name, endpoints[name]).map((refusal) => refusal.code);
      expect(new Set(codes).size, name).toBe(codes.length);
      for (const code of codes) {
        expect(KNOWN_CODES.has(code), `${name}: ${code}`).toBe(true);
        expect(
          isProtocolCode(code) || code === ApiErrorCode.OK || code === ApiErrorCode.NETWORK_FAILURE,
        ).toBe(false);
      }
    }
  });

  it('give -2 to every call that needs a member, and to no other', () => {
    for (const name of names) {
      const hasMinus2 = refusalsOf(name, endpoints[name]).some((r) => r.code === ApiErrorCode.NOT_SIGNED_IN);
      expect(hasMinus2, name).toBe(endpoints[name].auth === 'member');
    }
  });

  it('give ACCOUNT_DISABLED to every member call but the session calls (decision 035)', () => {
    for (const name of names) {
      const refusesDisabled = refusalsOf(name, endpoints[name]).some(
        (r) => r.code === ApiErrorCode.ACCOUNT_DISABLED,
      );
      const memberCall = endpoints[name].auth === 'member';
      if (memberCall) expect(refusesDisabled, name).toBe(name !== 'tokenInfo' && name !== 'tokenRefresh');
    }
  });

  it("describe 1501's limit details and the blocks' details", () => {
    const refusal = refusalsOf('creditcardDeposit', endpoints.creditcardDeposit).find(
      (r) => r.code === ApiErrorCode.PROTECTION_LIMIT_REACHED,
    );
    expect(
      refusal?.data?.safeParse({
        kind: 'DEPOSIT',
        period: 'DAY',
        amount: 100,
        remaining: 0,
        resetTime: null,
        currency: 'USD',
      }).success,
    ).toBe(true);
    expect(refusal?.data?.safeParse({ kind: 'DEPOSIT' }).success).toBe(false);
  });
});

/** The parts of an envelope's JSON Schema these tests read. */
interface EnvelopeSchema {
  required?: string[];
  properties: { error: { enum?: number[]; const?: number }; data: { required?: string[] } };
}

/** A 200 answer: one branch per code (decision 047), or a single envelope. */
type AnswerSchema = EnvelopeSchema & { oneOf?: EnvelopeSchema[] };

/** The codes an answer schema can carry, branch by branch (a shared branch read through `read`). */
const codesOf = (shared: AnswerSchema | undefined, read: (branch: unknown) => unknown): number[] => {
  const schema = read(shared) as AnswerSchema | undefined;
  return (schema?.oneOf ?? (schema ? [schema] : [])).flatMap((shared) => {
    const branch = read(shared) as EnvelopeSchema;
    return branch.properties.error.const === undefined
      ? (branch.properties.error.enum ?? [])
      : [branch.properties.error.const];
  });
};

type Operation = {
  operationId: string;
  responses: Record<
    string,
    {
      'x-refusals'?: Array<{ code: number; data?: unknown }>;
      content: Record<string, { schema: AnswerSchema }>;
    }
  >;
};

describe('the OpenAPI document lists every answer of every operation', () => {
  const document = buildOpenApiDocument(endpoints, { title: 't', version: '1' });
  /** An answer as it reads, a `$ref` to a shared one (`components.responses`) followed. */
  const answerOf = (answer: Operation['responses'][string] | undefined) => {
    const reference = (answer as { $ref?: string } | undefined)?.$ref;
    return (reference ? document.components.responses[reference.split('/').pop() ?? ''] : answer) as
      | Operation['responses'][string]
      | undefined;
  };
  /** A schema as it reads, a `$ref` to a shared one followed. */
  const resolved = (schema: unknown) => {
    const reference = (schema as { $ref?: string } | undefined)?.$ref;
    return (reference ? document.components.schemas[reference.split('/').pop() ?? ''] : schema) as
      | { required?: string[] }
      | undefined;
  };
  const operations = new Map<string, Operation>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item) as Operation[])
      operations.set(operation.operationId, operation);

  it('200, 400, 405, 413, 415 and 500, each with the envelope schema', () => {
    for (const name of names) {
      const responses = operations.get(name)?.responses ?? {};
      expect(Object.keys(responses), name).toEqual(
        expect.arrayContaining(['200', '400', '405', '413', '415', '500']),
      );
      for (const status of ['400', '405', '413', '415', '500']) {
        const schema = resolved(answerOf(responses[status])?.content['application/json']?.schema);
        expect(schema?.required, `${name} ${status}`).toEqual(['error', 'message', 'data']);
      }
      const badRequest = resolved(responses['400']?.content['application/json']?.schema) as
        | AnswerSchema
        | undefined;
      expect(badRequest?.properties.error.enum).toEqual([400, 422]);
      // Every 400 names the refused fields (the document once said null; the server sent fields).
      expect(resolved(badRequest?.properties.data)?.required).toEqual(['fields']);
    }
  });

  it('the refusals as documented codes, with their data schemas', () => {
    for (const name of names) {
      const answer = operations.get(name)?.responses['200'];
      const declared = refusalsOf(name, endpoints[name]).map((refusal) => refusal.code);
      expect(
        answer?.['x-refusals']?.map((refusal) => refusal.code),
        name,
      ).toEqual(declared);
      const json = answer?.content['application/json']?.schema;
      // Success first, then each refused code once, each its own branch.
      const success = endpoints[name].answer === 'binary' ? [] : [ApiErrorCode.OK];
      expect(codesOf(json, resolved), name).toEqual([...success, ...new Set(declared)]);
    }
    const deposit = operations.get('creditcardDeposit')?.responses['200']?.['x-refusals'];
    expect(resolved(deposit?.find((refusal) => refusal.code === 1501)?.data)).toMatchObject({
      required: expect.arrayContaining(['kind', 'period', 'remaining', 'resetTime']),
    });
  });

  it('the envelope an image call sends when not signed in', () => {
    const answer = operations.get('cryptoQrcode')?.responses['200'];
    expect(Object.keys(answer?.content ?? {})).toEqual(['image/*', 'application/json']);
    expect(codesOf(answer?.content['application/json']?.schema, resolved)).toContain(
      ApiErrorCode.NOT_SIGNED_IN,
    );
    expect(operations.get('fileGet')?.responses['404']).toBeDefined();
  });

  it('never doubles null in `data`', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('{"anyOf":[{"type":"null"},{"type":"null"}]}');
    expect(text).not.toMatch(/"anyOf":\[\{"type":"null"\},\{"type":"null"\}\]/);
  });
});
