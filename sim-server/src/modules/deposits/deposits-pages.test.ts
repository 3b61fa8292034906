import { describe, expect, it } from 'vitest';
import { cardStatusPath } from '../../providers/payments/payment-page-paths';
import { callJson, depositApp, newMember, payByCard } from './deposits-test-support';

/** The card window's address as the app opens it: the deposit id and the order's secret. */
const cardPagePath = (depositId: number, secret: string) =>
  `/sim/pay/card?order=${depositId}&sk=${encodeURIComponent(secret)}`;

describe('simulated provider pages', () => {
  it('serves the card processing window for a charged deposit, under a self-only script policy', async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const made = await payByCard(app, member.id, 60, token);
    const { depositId, sk } = made.data as { depositId: number; sk: string };
    const page = await app.inject({ method: 'GET', url: cardPagePath(depositId, sk) });
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

  it("opens a card deposit's page and its state only with the order's secret, never by the deposit id alone", async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const mine = (await payByCard(app, member.id, 60, token)).data as { depositId: number; sk: string };
    const other = newMember(app);
    const theirs = (await payByCard(app, other.member.id, 75, other.token)).data as {
      depositId: number;
      sk: string;
    };
    expect(mine.sk).toMatch(/^[0-9a-f]{24}$/);
    expect(theirs.sk).not.toBe(mine.sk);
    const get = (url: string) => app.inject({ method: 'GET', url });
    // Signed out, counting deposit ids: no page, no outcome.
    for (const url of [
      `/sim/pay/card?order=${theirs.depositId}`,
      `/sim/pay/api/deposits/${theirs.depositId}`,
      cardPagePath(theirs.depositId, mine.sk),
      cardStatusPath(theirs.depositId, mine.sk),
      cardPagePath(theirs.depositId, `${theirs.sk}0`),
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body, url).not.toContain('75.00');
    }
    const page = await get(cardPagePath(theirs.depositId, theirs.sk));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('75.00 USD');
    // The page polls its state behind the same secret.
    expect(page.body).toContain(`data-status-url="${cardStatusPath(theirs.depositId, theirs.sk)}"`);
    expect((await get(cardStatusPath(theirs.depositId, theirs.sk))).json().data).toMatchObject({
      status: 'success',
    });
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
