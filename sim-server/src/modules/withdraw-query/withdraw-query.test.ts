import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, postJson } from '../../testing/test-app';

async function demoWithdrawal() {
  const app = await createTestApp();
  const login = envelopeOf(
    await postJson(app, '/sys/auth/login', { username: 'demo', password: 'Demo1234!', type: 'MEMBER' }),
  );
  const token = (login.data as { token: string }).token;
  const upload = (name: string) =>
    app.inject({
      method: 'POST',
      url: '/api/sys/file/upload',
      headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=b' },
      payload: Buffer.concat([
        Buffer.from(
          `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG_1PX,
        Buffer.from('\r\n--b--\r\n'),
      ]),
    });
  const idProof = (envelopeOf(await upload('id')).data as { id: number }).id;
  const payProof = (envelopeOf(await upload('pay')).data as { id: number }).id;
  const applied = envelopeOf(
    await postJson(
      app,
      '/sys/withdraw/apply',
      {
        amount: 50,
        paymentMethod: 'PAYPAL',
        email: 'demo@luckyharbor.example',
        idcardProofId: idProof,
        paymentProofId: payProof,
        type: 0,
      },
      token,
    ),
  );
  expect(applied.error, applied.message).toBe(0);
  return { app, withdrawalId: (applied.data as { id: number }).id };
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('public withdrawal lookup', () => {
  it('answers the withdrawal when account, reference and password match', async () => {
    const { app, withdrawalId } = await demoWithdrawal();
    const body = envelopeOf(
      await postJson(app, '/sys/withdrawQuery/status', {
        usernameOrEmail: 'DEMO@luckyharbor.example',
        withdrawalId,
        password: 'Demo1234!',
      }),
    );
    expect(body.error).toBe(0);
    expect(body.data).toMatchObject({ id: withdrawalId, amount: 50, status: 0, updateTime: null });
  });

  it('gives one answer for every mismatch and locks the account after five of its own', async () => {
    const { app, withdrawalId } = await demoWithdrawal();
    const attempt = (details: Record<string, unknown>) =>
      postJson(app, '/sys/withdrawQuery/status', {
        usernameOrEmail: 'demo',
        withdrawalId,
        password: 'Demo1234!',
        ...details,
      }).then(envelopeOf);
    const wrongPassword = await attempt({ password: 'nope' });
    const wrongAccount = await attempt({ usernameOrEmail: 'newbie' });
    const wrongReference = await attempt({ withdrawalId: withdrawalId + 100 });
    for (const answer of [wrongPassword, wrongAccount, wrongReference]) {
      expect(answer).toMatchObject({ error: ApiErrorCode.BUSINESS_RULE, message: wrongPassword.message });
    }
    await attempt({ password: 'x' });
    await attempt({ password: 'y' });
    // demo's fifth failure (the wrong account counted against newbie): demo is locked, the
    // same address may still look up newbie's withdrawals.
    await attempt({ password: 'z' });
    expect((await attempt({})).error).toBe(ApiErrorCode.RATE_LIMITED);
    expect((await attempt({ usernameOrEmail: 'newbie', password: 'Newbie1234!' })).error).toBe(
      ApiErrorCode.BUSINESS_RULE,
    );
  });

  it('refuses a payload without the reference, naming it', async () => {
    const app = await createTestApp();
    const body = envelopeOf(
      await postJson(app, '/sys/withdrawQuery/status', { usernameOrEmail: 'demo', password: 'x' }),
    );
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
    expect(body.message).toMatch(/withdrawalId/);
  });
});
