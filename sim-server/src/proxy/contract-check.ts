import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { envelopeSchema } from '@casino/contracts/core/envelope';
import { decodeFormValues } from '@casino/contracts/core/form-values';
import { findUndeclaredKeys } from '@casino/contracts/core/strict-keys';
import { z } from 'zod';
import { maskSecretsInFull } from '../control/request-journal';

/** One way an exchange broke its contract: where, what was wanted, what came. */
export interface Violation {
  direction: 'request' | 'answer';
  field: string;
  expected: string;
  received: string;
}

/** `['data', 'items', 0, 'id']` → `data.items[0].id`, as `findUndeclaredKeys` writes paths. */
function fieldName(prefix: string, path: readonly PropertyKey[]): string {
  let name = prefix;
  for (const key of path) {
    if (typeof key === 'number') name += `[${key}]`;
    else name += name ? `.${String(key)}` : String(key);
  }
  return name || '(root)';
}

/**
 * What the contract wants, from zod's message: `Invalid input: expected number, received
 * string` → `number` (what came is told apart, from the value itself).
 */
function expectedOf(message: string): string {
  const wanted = /^Invalid (?:input|option): expected (.+?)(?:, received .*)?$/.exec(message);
  return wanted?.[1] ?? message;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** `data.items[0].id` → `['data', 'items', 0, 'id']`. */
const pathOfName = (name: string): PropertyKey[] =>
  name.split(/\.|(?=\[)/).map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part));

/**
 * What came, for a person: the type and a short value. The value is masked first (card
 * numbers, secrets by the key that holds them) so a report or a log never carries one.
 */
export function describeReceived(root: unknown, path: readonly PropertyKey[]): string {
  const value = valueAt(maskSecretsInFull(root), path);
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`;
}

function violationsOf(
  direction: Violation['direction'],
  prefix: string,
  schema: z.ZodType,
  value: unknown,
): Violation[] {
  const parsed = schema.safeParse(value);
  const found: Violation[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        direction,
        field: fieldName(prefix, issue.path),
        expected: expectedOf(issue.message),
        received: describeReceived(value, issue.path),
      }));
  for (const extra of findUndeclaredKeys(schema, value)) {
    found.push({
      direction,
      field: prefix ? `${prefix}.${extra}` : extra,
      expected: 'no such field (the contract does not declare it)',
      received: describeReceived(value, pathOfName(extra)),
    });
  }
  return found;
}

/**
 * The request as the simulator's own route would read it (query, form or JSON), checked
 * against the call's request schema. Uploads (multipart) are not checked: their parts are files.
 */
export function checkRequest(
  endpoint: EndpointDefinition,
  input: { query: unknown; body: unknown; contentType: string | undefined },
): Violation[] {
  if (endpoint.encoding === 'multipart') return [];
  const source = endpoint.encoding === 'query' ? input.query : input.body;
  const raw = source && typeof source === 'object' && !Array.isArray(source) ? source : {};
  const isForm = endpoint.encoding === 'query' || input.contentType?.includes('form-urlencoded');
  const decoded = isForm
    ? decodeFormValues(endpoint.request, raw as Record<string, unknown>)
    : (raw as Record<string, unknown>);
  const parsed = endpoint.request.safeParse(decoded);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    direction: 'request',
    field: fieldName('body', issue.path),
    expected: expectedOf(issue.message),
    received: describeReceived(decoded, issue.path),
  }));
}

const envelopeHead = envelopeSchema(z.unknown());

/**
 * An upstream answer checked against the contract: an envelope (`{ error, message, data }`)
 * for every call but the binary ones, and on success (`error: 0`) a `data` that passes the
 * call's response schema with no undeclared field (the bar of the simulator's own answers).
 * A refusal's `data` is not checked: the contracts describe successes.
 */
export function checkAnswer(
  endpoint: EndpointDefinition,
  answer: { contentType: string | undefined; text: string },
): Violation[] {
  const isJson = answer.contentType?.includes('json') ?? false;
  if (endpoint.answer === 'binary' && !isJson) return [];
  let envelope: unknown;
  try {
    envelope = JSON.parse(answer.text);
  } catch {
    return [
      {
        direction: 'answer',
        field: '(envelope)',
        expected: 'a JSON envelope { error, message, data }',
        received: `${answer.contentType ?? 'no content type'}, ${answer.text.length} bytes that are not JSON`,
      },
    ];
  }
  const head = violationsOf('answer', '', envelopeHead, envelope);
  if (head.length > 0) return head;
  const { error, data } = envelope as { error: number; data?: unknown };
  if (error !== 0 || endpoint.answer === 'binary') return [];
  return violationsOf('answer', 'data', endpoint.response, data ?? null);
}
