import { describe, expect, it } from 'vitest';
import { callJson, depositApp, newMember, payByCard } from './deposits-test-support';

describe('simulated provider pages', () => {
  it('serves the card processing window for a charged deposit, under a self-only script policy', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const made = await payByCard(app, member.id, 60, token);
    const { depositId } = made.data as { depositId: number };
    const page = await app.inject({ method: 'GET', url: `/sim/pay/card?order=${depositId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('60.00 USD');
    expect(page.body).toContain('Payment successful.');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.body).toContain('<script src="/sim/pay/assets/pay-page.js"></script>');
    const script = await app.inject({ method: 'GET', url: '/sim/pay/assets/pay-page.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("postMessage('PAY_CLOSE'");
    expect(script.body).toContain('window.close()');
  });

  it('answers 404 pages for unknown orders and refuses unknown actions', async () => {
    const app = await depositApp();
    for (const url of [
      '/sim/pay/card?order=999999',
      '/sim/pay/frame?order=nope',
      '/sim/pay/stripe',
      '/sim/pay/paypal?biz_id=x',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('not valid');
    }
    const { member, token } = newMember(app);
    const { orderId } = (
      await callJson(
        app,
        '/sys/deposit/payp/depositOrder',
        { amount: 40, memberId: member.id, paymentMethod: 'PAYP' },
        token,
      )
    ).data as { orderId: string };
    const frame = await app.inject({ method: 'GET', url: `/sim/pay/frame?order=${orderId}` });
    expect(frame.body).toContain('Fail payment');
    expect(frame.body).toContain('data-kind="payp"');
    const odd = await app.inject({
      method: 'POST',
      url: `/sim/pay/api/orders/${orderId}/refund`,
      payload: {},
    });
    expect(odd.json()).toMatchObject({ error: 404 });
  });

  it("sends the payer back to the app's own origin when the call came through a proxy", async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/sys/deposit/payp/depositOrder',
      headers: { 'content-type': 'application/json', authorization: token, origin: 'http://localhost:5173' },
      payload: JSON.stringify({ amount: 40, memberId: member.id, paymentMethod: 'PAYP' }),
    });
    expect(response.json().data.orderurl).toMatch(/^http:\/\/localhost:5173\/sim\/pay\/frame\?order=PP/);
  });
});
