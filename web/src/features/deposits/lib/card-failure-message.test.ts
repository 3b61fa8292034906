import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { cardFailureMessage } from './card-failure-message';

const FALLBACK = 'The payment could not be started. Please try again.';
const apiError = (code: number, message: string) =>
  new ApiError(code, message, '/sys/deposit/creditcard/deposit');

describe('what a failed card deposit tells the player', () => {
  it("a decline or a limit: the server's own words", () => {
    expect(
      cardFailureMessage(apiError(ApiErrorCode.PAYMENT_DECLINED, 'Your card was declined'), FALLBACK),
    ).toBe('Your card was declined');
    expect(
      cardFailureMessage(apiError(ApiErrorCode.AMOUNT_TOO_HIGH, 'Maximum deposit is 5000 USD'), FALLBACK),
    ).toBe('Maximum deposit is 5000 USD');
  });

  it('no answer (a network failure): the app’s translated network sentence', () => {
    expect(cardFailureMessage(apiError(ApiErrorCode.NETWORK_FAILURE, 'Failed to fetch'), FALLBACK)).toBe(
      'Network error: please check your connection and try again.',
    );
  });

  it('field keys, developer text and server failures: the translated sentence', () => {
    for (const error of [
      apiError(ApiErrorCode.BUSINESS_RULE, 'expireMonth: the card has expired (the month is in the past)'),
      apiError(ApiErrorCode.VALIDATION_FAILED, 'Invalid request: cardNum must be 12-19 digits'),
      apiError(ApiErrorCode.PAYMENT_DECLINED, 'cardCvv: the CVV is 3 or 4 digits'),
      apiError(ApiErrorCode.SERVER_ERROR, 'Internal Server Error'),
      apiError(ApiErrorCode.PAYMENT_DECLINED, '  '),
      new TypeError('Failed to fetch'),
      'boom',
    ]) {
      expect(cardFailureMessage(error, FALLBACK)).toBe(FALLBACK);
    }
  });
});
