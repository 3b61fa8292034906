import { RegistrationSchema } from '@casino/contracts/auth/schemas';
import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { maxLengthOf } from '../lib/schema-limits';
import { fieldProblemsOf, fieldProblemTip, playerMessage } from './player-message';

const refused = (code: number, message: string, details: unknown = null) =>
  new ApiError(code, message, '/sys/auth/register', details);

describe('playerMessage', () => {
  it('never shows developer text: contract refusals, technical codes, browser failures', () => {
    const tooBig = refused(ApiErrorCode.VALIDATION_FAILED, 'Invalid request: address: Too big', {
      fields: [{ field: 'address', problem: 'too_long' }],
    });
    expect(playerMessage(tooBig)).toBe('Please check the highlighted fields.');
    expect(fieldProblemsOf(tooBig)).toEqual([{ field: 'address', problem: 'too_long' }]);
    expect(playerMessage(refused(ApiErrorCode.SERVER_ERROR, 'TypeError: x is undefined'))).toBe(
      'Server is busy please try later',
    );
    const lost = 'World r2_w-1a was lost with replica r2: the router sent it to replica r1';
    expect(playerMessage(refused(ApiErrorCode.GONE, lost))).toBe('Server is busy please try later');
    expect(playerMessage(new TypeError('Failed to fetch'))).toMatch(/^Network error/);
    expect(playerMessage(refused(ApiErrorCode.NETWORK_FAILURE, 'Failed to fetch'))).toMatch(/^Network error/);
  });

  it('keeps a business refusal written for players', () => {
    expect(playerMessage(refused(ApiErrorCode.USERNAME_TAKEN, 'This username is taken'))).toBe(
      'This username is taken',
    );
  });

  it('says a too-long field with the contract maximum', () => {
    const max = maxLengthOf(RegistrationSchema.shape.address);
    expect(max).toBe(256);
    expect(fieldProblemTip('too_long', max)).toBe('Too long: at most 256 characters.');
  });
});
