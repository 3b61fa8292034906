import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient, shouldRetryQuery } from './providers';

describe('query retries', () => {
  it('never retries an envelope error: the server gave its answer', () => {
    expect(shouldRetryQuery(0, new ApiError(ApiErrorCode.NOT_SIGNED_IN, 'Please sign in', '/x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(1103, 'Wrong password', '/x'))).toBe(false);
  });

  it('retries a network failure twice', () => {
    const failure = new ApiError(ApiErrorCode.NETWORK_FAILURE, 'Failed to fetch', '/x');
    expect(shouldRetryQuery(0, failure)).toBe(true);
    expect(shouldRetryQuery(1, failure)).toBe(true);
    expect(shouldRetryQuery(2, failure)).toBe(false);
  });

  it('never retries a mutation: a sign-in or a payment is sent once per tap, even after a network failure', () => {
    expect(createAppQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
