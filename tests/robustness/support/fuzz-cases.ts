import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { encodeFormValues } from '@casino/contracts/core/form-values';
import {
  HUGE_STRING,
  mutationsOfField,
  ODD_NUMBER_TEXTS,
  pick,
  type Random,
  randomUnicode,
} from './field-mutations';
import { filePart, MULTIPART_TYPE, multipartBody, TINY_PNG } from './multipart';

/** Whose credentials a request carries. */
export type TokenKind = 'own' | 'none' | 'garbage' | 'bearer-garbage' | 'oversized' | 'other-member';

/** One request of the fuzzer, ready for `app.inject`. */
export interface FuzzCase {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query string without the `?`. */
  query?: string;
  contentType?: string;
  body?: string | Buffer;
  token: TokenKind;
  /** The answer must be a refusal (a `null` body is not "no payload"). */
  mustRefuse?: boolean;
}

type Payload = Record<string, unknown>;

/** About this many field-breaking cases per endpoint. */
const FIELD_CASES_PER_ENDPOINT = 90;

/** Up to `count` items in a seeded random order (all of them when there are fewer). */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

/** Encodes a payload as the endpoint's own encoding says. */
export function encodedAs(
  endpoint: EndpointDefinition,
  payload: Payload,
  label: string,
  token: TokenKind,
): FuzzCase {
  if (endpoint.encoding === 'query') {
    return { label, method: 'GET', query: encodeFormValues(payload).toString(), token };
  }
  if (endpoint.encoding === 'form') {
    return {
      label,
      method: endpoint.method,
      contentType: 'application/x-www-form-urlencoded',
      body: encodeFormValues(payload).toString(),
      token,
    };
  }
  // Multipart calls get JSON here (refused as the wrong type); their own cases come from multipartCases.
  return {
    label,
    method: endpoint.method,
    contentType: 'application/json',
    body: JSON.stringify(payload),
    token,
  };
}

function withField(payload: Payload, field: string, value: unknown): Payload {
  const copy: Payload = { ...payload };
  if (value === undefined) delete copy[field];
  else copy[field] = value;
  return copy;
}

/** Whole-body breakage: empty, wrong JSON roots, malformed, oversized, odd content types and bytes. */
function bodyCases(endpoint: EndpointDefinition, valid: Payload, random: Random): FuzzCase[] {
  const post = (
    label: string,
    contentType: string | undefined,
    body: string | Buffer | undefined,
  ): FuzzCase => ({
    label,
    method: endpoint.method === 'GET' ? 'POST' : endpoint.method,
    ...(contentType ? { contentType } : {}),
    ...(body !== undefined ? { body } : {}),
    token: 'own',
  });
  const json = JSON.stringify(valid);
  const cases: FuzzCase[] = [
    post('no body, no content type', undefined, undefined),
    post('empty JSON body', 'application/json', ''),
    { ...post('JSON null', 'application/json', 'null'), mustRefuse: true },
    { ...post('JSON null with spaces', 'application/json', ' null \n'), mustRefuse: true },
    post('JSON array root', 'application/json', '[]'),
    post('JSON string root', 'application/json', '"text"'),
    post('JSON number root', 'application/json', '123'),
    post('truncated JSON', 'application/json', json.slice(0, Math.max(1, json.length - 1))),
    post('JSON with trailing garbage', 'application/json', `${json}}}`),
    post('JSON with a BOM', 'application/json', `\ufeff${json}`),
    post('JSON with NaN literal', 'application/json', '{"amount": NaN, "id": Infinity}'),
    post(
      'JSON with 1e999 (Infinity once parsed)',
      'application/json',
      '{"amount": 1e999, "id": 1e999, "pageNum": 1e999}',
    ),
    post(
      'prototype pollution',
      'application/json',
      `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},${json.slice(1)}`,
    ),
    post(
      'duplicate keys',
      'application/json',
      `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"id":"dup","id":-5}`,
    ),
    post('deeply nested JSON', 'application/json', `${'['.repeat(3000)}${']'.repeat(3000)}`),
    post(
      'invalid UTF-8 bytes',
      'application/json',
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    ),
    post('UTF-16 body', 'application/json; charset=utf-16le', Buffer.from(json, 'utf16le')),
    post('body over the 1 MiB limit', 'application/json', `{"filler":"${'y'.repeat(1024 * 1024 + 10)}"}`),
    post(
      '100 KB random unicode JSON value',
      'application/json',
      JSON.stringify({ ...valid, extra: randomUnicode(random, 2000).repeat(20) }),
    ),
    post('text/plain', 'text/plain', json),
    post('XML', 'application/xml', '<request><id>1</id></request>'),
    post('unknown content type', 'application/x-casino', json),
    post('multipart without boundary', 'multipart/form-data', '--x\r\n'),
    post(
      'garbage multipart',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
    ),
    post(
      'form encoding of the JSON body',
      'application/x-www-form-urlencoded',
      encodeFormValues(valid).toString(),
    ),
    post('JSON sent as form', 'application/x-www-form-urlencoded', json),
    post('broken percent encoding', 'application/x-www-form-urlencoded', 'id=%zz&amount=%E0%A4%A&%=%'),
    post('repeated form keys', 'application/x-www-form-urlencoded', 'id=1&id=2&id=3&pageNum=1&pageNum=x'),
    post('form of separators', 'application/x-www-form-urlencoded', '&&&===&=&'),
    post('100 KB form value', 'application/x-www-form-urlencoded', `id=${HUGE_STRING}`),
    { label: 'GET on the call', method: endpoint.method === 'GET' ? 'POST' : 'GET', token: 'own' },
    { label: 'DELETE on the call', method: 'DELETE', token: 'own' },
  ];
  cases.push(...numberTextCases(endpoint, valid, random));
  return cases;
}

/**
 * Each number field of the valid JSON body written in exponent and other spellings, as raw
 * JSON text: `JSON.stringify` would print `1e-300` back as a number literal anyway, but `-0`
 * becomes `0` and `1E+2` becomes `100`.
 */
const NUMBER_MARK = '<odd number here>';

function numberTextCases(endpoint: EndpointDefinition, valid: Payload, random: Random): FuzzCase[] {
  if (endpoint.encoding !== 'json') return [];
  const numberFields = Object.keys(valid).filter((field) => typeof valid[field] === 'number');
  return numberFields.flatMap((field) =>
    sample(random, ODD_NUMBER_TEXTS, 4).map((text) => ({
      label: `${field} written as ${text}`,
      method: endpoint.method,
      contentType: 'application/json',
      body: JSON.stringify({ ...valid, [field]: NUMBER_MARK }).replace(`"${NUMBER_MARK}"`, text),
      token: 'own' as const,
    })),
  );
}

function queryCases(): FuzzCase[] {
  const get = (label: string, query: string): FuzzCase => ({ label, method: 'GET', query, token: 'own' });
  return [
    get('no query', ''),
    get('repeated keys', 'id=1&id=2&transactionId=a&transactionId=b'),
    get('bracket arrays', 'id[]=1&id[]=2&width[a]=3'),
    get('broken percent encoding', 'id=%&width=%zz&coinName=%E0%A4%A'),
    get('huge query value', `id=${'9'.repeat(5000)}&transactionId=${'t'.repeat(5000)}`),
    get('negative sizes', 'id=77&width=-1&height=-999999'),
    get('enormous sizes', 'id=77&width=100000&height=100000'),
    get('fractional sizes', 'id=77&width=0.5&height=NaN'),
  ];
}

/** Uploads: a good picture, then wrong content, names, fields, counts and framing. */
function multipartCases(): FuzzCase[] {
  const upload = (label: string, body: Buffer, contentType = MULTIPART_TYPE): FuzzCase => ({
    label,
    method: 'POST',
    contentType,
    body,
    token: 'own',
  });
  const png = filePart('id.png', 'image/png', TINY_PNG);
  return [
    upload('a PNG', multipartBody([png])),
    upload('a text file renamed .png', multipartBody([filePart('id.png', 'image/png', 'just text')])),
    upload(
      'an SVG with a script',
      multipartBody([
        filePart('x.png', 'image/png', '<svg onload="alert(1)"><script>alert(1)</script></svg>'),
      ]),
    ),
    upload('an empty file', multipartBody([filePart('empty.jpg', 'image/jpeg', Buffer.alloc(0))])),
    upload('a truncated PNG', multipartBody([filePart('cut.png', 'image/png', TINY_PNG.subarray(0, 20))])),
    upload('a PNG under another field name', multipartBody([{ ...png, field: 'document' }])),
    upload('a field and no file', multipartBody([{ field: 'file', content: 'not a file' }])),
    upload('seven files', multipartBody(Array.from({ length: 7 }, () => png))),
    upload('no parts at all', multipartBody([])),
    upload('unterminated multipart', multipartBody([png]).subarray(0, 120)),
    upload(
      'odd file name',
      multipartBody([filePart('../../../etc/passwd\u0000.png', 'image/png', TINY_PNG)]),
    ),
    upload('wrong boundary', multipartBody([png]), 'multipart/form-data; boundary=other'),
    { ...upload('a PNG without a token', multipartBody([png])), token: 'none' },
  ];
}

/**
 * Every case for one endpoint: the valid request under each kind of token, each field broken
 * in each way, an unknown field added, random combinations, and the whole-body breakage.
 */
export function fuzzCasesFor(
  endpoint: EndpointDefinition,
  valid: Payload,
  random: Random,
  combinations: number,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const tokens: TokenKind[] = ['own', 'none', 'garbage', 'bearer-garbage', 'oversized', 'other-member'];
  for (const token of tokens) cases.push(encodedAs(endpoint, valid, `valid request, token ${token}`, token));
  const fields = Object.keys(valid);
  // Wide payloads (card forms have 17 fields) get a seeded sample of each field's breakage, so
  // that every endpoint costs about the same; another seed samples other breakage.
  const perField = Math.max(5, Math.floor(FIELD_CASES_PER_ENDPOINT / Math.max(1, fields.length)));
  for (const field of fields) {
    for (const mutation of sample(random, mutationsOfField(random, valid[field]), perField)) {
      cases.push(
        encodedAs(endpoint, withField(valid, field, mutation.value), `${field}: ${mutation.label}`, 'own'),
      );
    }
  }
  cases.push(encodedAs(endpoint, { ...valid, unexpectedField: 'surprise' }, 'extra field', 'own'));
  cases.push(encodedAs(endpoint, { ...valid, memberId_EQ: 1, id_IN: '1,2,3' }, 'extra query words', 'own'));
  for (let i = 0; i < combinations; i++) {
    let payload = { ...valid };
    const labels: string[] = [];
    const breakCount = 1 + Math.floor(random() * 3);
    for (let b = 0; b < breakCount && fields.length > 0; b++) {
      const field = pick(random, fields);
      const mutation = pick(random, mutationsOfField(random, valid[field]));
      payload = withField(payload, field, mutation.value);
      labels.push(`${field}: ${mutation.label}`);
    }
    const token = pick(random, ['own', 'own', 'other-member', 'none'] as const);
    cases.push(encodedAs(endpoint, payload, `combination [${labels.join(' | ')}], token ${token}`, token));
  }
  if (endpoint.encoding === 'multipart') cases.push(...multipartCases());
  cases.push(...(endpoint.encoding === 'query' ? queryCases() : bodyCases(endpoint, valid, random)));
  return cases;
}
