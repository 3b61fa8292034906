import type { z } from 'zod';
import type { EndpointDefinition } from './core/endpoint';
import { ApiErrorCode, type FieldProblem } from './core/envelope';
import type { EndpointSample } from './core/sample';
import { refusalsOf } from './refusals';
import { type EndpointName, endpointSamples, endpoints } from './registry';

/*
 * The document's examples, all taken from the contracts' samples (`<domain>/samples.ts`), which
 * the contract tests already hold to the schemas: a valid payload, its answer, the answer to the
 * sample's invalid payload, and each business refusal. A test checks each example against the
 * schema it stands beside (tests/robustness/api-document-examples.test.ts).
 */

type Json = Record<string, unknown>;
type Example = { summary: string; value: unknown };

/**
 * A sample payload as a form sends it: a list comma-joined where the field takes text only
 * (`encodeFormValues`), as it stands where the form field takes a list.
 */
function asForm(payload: Record<string, unknown>, takesList: (field: string) => boolean) {
  return Object.fromEntries(
    Object.entries(payload).map(([field, value]) => [
      field,
      Array.isArray(value) && !takesList(field) ? value.join(',') : value,
    ]),
  );
}

/** The example of a request body: the sample's valid payload (for a form, as a form sends it). */
export function requestExamples(
  sample: EndpointSample,
  takesList: ((field: string) => boolean) | null,
): Record<string, Example> {
  const payload = sample.validRequest as Record<string, unknown>;
  return {
    valid: {
      summary: 'A valid payload',
      value: takesList ? asForm(payload, takesList) : payload,
    },
  };
}

/**
 * A sample answer of the schema a refusal's `data` has: the sample answer of a call that answers
 * that schema (a block refusal carries the block a protection call answers). Null when no call
 * answers it, and then the refusal has no example.
 */
function dataSampleOf(schema: z.ZodType): unknown {
  for (const [name, endpoint] of Object.entries(endpoints))
    if (endpoint.response === schema) return endpointSamples[name as EndpointName].validResponse;
  return null;
}

/** The answer the server gives the sample's invalid payload: the refused field and why. */
function invalidAnswer(endpoint: EndpointDefinition, sample: EndpointSample): Json {
  const parsed = endpoint.request.safeParse(sample.invalidRequest);
  const issues = parsed.success ? [] : parsed.error.issues;
  const given = sample.invalidRequest as Record<string, unknown>;
  const problem: FieldProblem =
    sample.invalidField !== '' && given[sample.invalidField] === undefined ? 'missing' : 'invalid';
  return {
    error: ApiErrorCode.VALIDATION_FAILED,
    message: `Invalid request: ${
      issues
        .slice(0, 5)
        .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
        .join('; ') || 'the payload breaks the schema'
    }`,
    data: { fields: sample.invalidField === '' ? [] : [{ field: sample.invalidField, problem }] },
  };
}

const jsonMediaOf = (responses: Record<string, Json>, status: string) =>
  (responses[status]?.content as Record<string, Json> | undefined)?.['application/json'];

/**
 * Examples on a call's answers: the sample answer and each business refusal on the 200, the
 * sample's invalid payload refused on the 400.
 */
export function addAnswerExamples(
  responses: Record<string, Json>,
  name: string,
  endpoint: EndpointDefinition,
  sample: EndpointSample,
): void {
  const answer = jsonMediaOf(responses, '200');
  if (answer) {
    const examples: Record<string, Example> = {};
    if (endpoint.answer !== 'binary')
      examples.success = {
        summary: 'Success',
        value: { error: ApiErrorCode.OK, message: 'success', data: sample.validResponse ?? null },
      };
    for (const refusal of refusalsOf(name as EndpointName, endpoint)) {
      const key = `refusal${refusal.code}`;
      if (examples[key]) continue;
      const data = refusal.data ? dataSampleOf(refusal.data) : null;
      if (refusal.data && data === null) continue;
      examples[key] = {
        summary: `Refused: ${refusal.when}`,
        value: { error: refusal.code, message: refusal.when, data },
      };
    }
    if (Object.keys(examples).length > 0) answer.examples = examples;
  }
  const invalid = jsonMediaOf(responses, '400');
  if (invalid)
    invalid.examples = {
      invalid: {
        summary: `The sample's invalid payload (${sample.invalidField || 'a field the call does not take'})`,
        value: invalidAnswer(endpoint, sample),
      },
    };
}
