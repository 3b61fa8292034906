import { describeIssues } from '@casino/contracts/control/scenario';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { z } from 'zod';
import { EnvelopeError } from '../errors';

export { CONTROL_PREFIX } from '@casino/contracts/control/operation';
export const CONTROL_KEY_HEADER = 'x-sim-key';
/** Requests the control plane makes to the world itself (scenario orders) carry this header. */
export const INTERNAL_REQUEST_HEADER = 'x-sim-internal';

export interface ControlEnvelope<T> {
  error: 0;
  message: 'success';
  data: T;
}

export const ok = <T>(data: T): ControlEnvelope<T> => ({ error: 0, message: 'success', data });

/** Validates a control request's body (or params); the message names every bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    throw new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, describeIssues(parsed.error), 400);
  }
  return parsed.data;
}

export const controlNotFound = (what: string) =>
  new EnvelopeError(ApiErrorCode.NOT_FOUND, `${what} was not found`, 404);

export const controlRefused = (message: string) =>
  new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, message, 400);
