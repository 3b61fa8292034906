import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { mayAnswer, refusalsOf } from '@casino/contracts/refusals';
import type { EndpointName } from '@casino/contracts/registry';
import { EnvelopeError } from '../errors';

/**
 * In tests and dev the simulator checks its own refusals as it checks its answers: a business
 * code the call does not declare in `contracts/src/refusals.ts`, or refusal details that break
 * the declared `data` schema, fail loudly (a 500 and a log line) instead of reaching a client
 * that was never told about them. QA overrides and faults never reach here (they answer before
 * the handler runs).
 */
export function assertRefusalDeclared(name: EndpointName, endpoint: EndpointDefinition, error: unknown) {
  if (!(error instanceof EnvelopeError)) return;
  if (!mayAnswer(name, endpoint, error.code)) {
    throw new Error(
      `${name} (${endpoint.path}) refused with ${error.code} ("${error.message}"), which contracts/src/refusals.ts does not declare for it`,
    );
  }
  const declared = refusalsOf(name, endpoint).find((refusal) => refusal.code === error.code);
  const schema = declared?.data;
  if (schema && !schema.safeParse(error.data).success) {
    throw new Error(
      `${name} (${endpoint.path}) refused with ${error.code} and data that breaks its declared schema`,
    );
  }
  if (declared && !schema && error.data !== null && error.data !== undefined) {
    throw new Error(`${name} (${endpoint.path}) refused with ${error.code} and undeclared data`);
  }
}
