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

  // The document promises `data.fields` on every 400; these once came with `data: null`.
  it('names the field a later check refuses (a step of the sign-up without its password)', async () => {
    const app = await createTestApp();
    const response = await postJson(app, '/sys/auth/checkRegister1', {
      step: 1,
      email: 'new@example.com',
      username: 'newplayer',
    });
    expect(response.statusCode).toBe(400);
    expect(validationDetailsSchema.parse(envelopeOf(response).data).fields).toEqual([
      { field: 'password', problem: 'missing' },
    ]);
  });

  it('answers a body that does not parse with an empty list of fields', async () => {
    const app = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/sys/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ error: ApiErrorCode.MALFORMED_BODY, data: { fields: [] } });
  });
});
