import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { endpoints } from '@casino/contracts/registry';
import { describe, expect, it } from 'vitest';
import { businessError, notSignedIn } from '../errors';
import { assertRefusalDeclared } from './refusal-check';

/**
 * The check behind every simulator test: with answers validated (tests and dev), a refusal a call
 * does not declare in contracts/src/refusals.ts fails loudly, so every refusal the suites
 * exercise is one the OpenAPI document lists.
 */
const limit = { kind: 'DEPOSIT', period: 'DAY', amount: 100, remaining: 0, resetTime: null, currency: 'USD' };

describe('refusals are checked against the declarations', () => {
  it('lets declared refusals, -2 on member calls and protocol codes through', () => {
    const block = {
      kind: 'BREAK',
      startTime: '2026-03-10T12:00:00.000Z',
      endTime: '2026-03-11T12:00:00.000Z',
    };
    const error = businessError(ApiErrorCode.PROTECTION_BLOCK_ACTIVE, 'A break runs', block);
    expect(() =>
      assertRefusalDeclared('protectionTakeBreak', endpoints.protectionTakeBreak, error),
    ).not.toThrow();
    expect(() =>
      assertRefusalDeclared('protectionStatus', endpoints.protectionStatus, notSignedIn()),
    ).not.toThrow();
    const invalid = businessError(ApiErrorCode.VALIDATION_FAILED, 'bad');
    expect(() => assertRefusalDeclared('gameHistoryPage', endpoints.gameHistoryPage, invalid)).not.toThrow();
    expect(() =>
      assertRefusalDeclared('gameHistoryPage', endpoints.gameHistoryPage, new Error('x')),
    ).not.toThrow();
  });

  it('fails on a code the call does not declare', () => {
    const error = businessError(ApiErrorCode.PROTECTION_LIMIT_REACHED, 'Limit', limit);
    expect(() => assertRefusalDeclared('protectionStatus', endpoints.protectionStatus, error)).toThrow(
      /protectionStatus .* refused with 1501/,
    );
    expect(() => assertRefusalDeclared('countryListAll', endpoints.countryListAll, notSignedIn())).toThrow(
      /does not declare/,
    );
  });

  it("checks the details against the declared data schema (1501's limit)", () => {
    const good = businessError(ApiErrorCode.PROTECTION_LIMIT_REACHED, 'Limit', limit);
    expect(() => assertRefusalDeclared('creditcardDeposit', endpoints.creditcardDeposit, good)).not.toThrow();
    const bad = businessError(ApiErrorCode.PROTECTION_LIMIT_REACHED, 'Limit', { kind: 'DEPOSIT' });
    expect(() => assertRefusalDeclared('creditcardDeposit', endpoints.creditcardDeposit, bad)).toThrow(
      /breaks/,
    );
    const extra = businessError(ApiErrorCode.AMOUNT_TOO_LOW, 'Too low', { minimum: 10 });
    expect(() => assertRefusalDeclared('creditcardDeposit', endpoints.creditcardDeposit, extra)).toThrow(
      /undeclared data/,
    );
  });
});
