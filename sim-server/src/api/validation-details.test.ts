import { ApiErrorCode, validationDetailsSchema } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, postJson } from '../testing/test-app';

describe('contract refusals name their fields', () => {
  it('answers VALIDATION_FAILED with each refused field and a coarse problem', async () => {
    const app = await createTestApp();
    const body = envelopeOf(
      await postJson(app, '/sys/auth/register', { address: 'x'.repeat(300), birthday: '1990-13-45' }),
    );
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    const { fields } = validationDetailsSchema.parse(body.data);
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'address', problem: 'too_long' },
        { field: 'birthday', problem: 'invalid' },
        { field: 'email', problem: 'missing' },
      ]),
    );
  });
});
