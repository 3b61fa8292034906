import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import type { z } from 'zod';
import { apiClient, toastApiError } from '../../../shared/api/api-client';
import { isTransientLookupFailure } from '../lib/lookup-failure';

/** How a status look-up is made: `signal` ends it; `quiet` for the app-wide follower, which toasts nothing. */
export interface OrderLookupOptions {
  signal?: AbortSignal;
  quiet?: boolean;
}

/**
 * One status look-up of a deposit order, in the background (no loading overlay). A failure on
 * the way (no answer, 5xx) is not toasted: the poll asks again and the screen says what is true
 * (decision 065). A refusal by the server is toasted as every call's is (spec 01 §8), unless quiet.
 */
export async function callOrderLookup<E extends EndpointDefinition>(
  endpoint: E,
  payload: z.input<E['request']>,
  { signal, quiet = false }: OrderLookupOptions = {},
): Promise<z.output<E['response']>> {
  try {
    return await apiClient.call(endpoint, payload, { indicator: false, silent: true, signal });
  } catch (error) {
    if (!quiet && !isTransientLookupFailure(error)) toastApiError(error, endpoint, signal);
    throw error;
  }
}
