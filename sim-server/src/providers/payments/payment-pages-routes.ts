import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { EnvelopeError } from '../../errors';
import { type DepositFlowValue, RETURN_PROVIDER } from '../../modules/deposits/deposit-flows';
import {
  advanceOrder,
  isFinal,
  settleOrder,
  startProcessing,
} from '../../modules/deposits/deposit-order-machine';
import { checkCardCore } from '../../modules/deposits/deposit-rules';
import {
  type DepositOrderRow,
  findDepositOrder,
  findDepositOrderByExternalId,
} from '../../modules/deposits/deposits-repository';
import { moneyText } from '../../modules/ledger/money';
import { sameSecret } from '../../security/secrets';
import { PAY_PAGE_CSP, type PayPageModel, renderPayErrorPage, renderPayPage } from './payment-page-markup';
import { CARD_PAGE, CARD_STATUS_ROUTE, cardStatusPath, paypalSiteCode } from './payment-page-paths';

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const PAGE_SCRIPT = readFileSync(join(ASSETS_DIR, 'pay-page.js'), 'utf8');

const PROVIDERS: Record<string, { name: string; color: string }> = {
  card: { name: 'Card processing', color: '#1a1f71' },
  onlypay: { name: 'OnlyPay', color: '#7c3aed' },
  payp: { name: 'Secure payment', color: '#334155' },
  stripe: { name: 'Stripe', color: '#635bff' },
  paypal: { name: 'PayPal', color: '#003087' },
};

const STATE_TEXT: Record<string, string> = {
  created: 'Waiting for your payment.',
  pending: 'Processing your payment…',
  success: 'Payment successful.',
  failed: 'Payment failed.',
  cancelled: 'Payment cancelled.',
  expired: 'This payment has expired.',
};

const orderQuery = z.object({ order: z.string().min(1).max(128) });
const secretQuery = z.object({ sk: z.string().min(1).max(64) });
const paypalQuery = z.object({
  c_site: z.string().max(64),
  biz_id: z.string().min(1).max(128),
  sk: z.string().max(64),
});
const cardPayload = z
  .object({
    cardNum: z.string().max(32),
    cardCvv: z.string().max(8),
    expireMonth: z.string().max(4),
    expireYear: z.string().max(8),
  })
  .partial();

const ok = (data: unknown) => ({ error: ApiErrorCode.OK, message: 'success', data });
const notFoundError = () =>
  new EnvelopeError(ApiErrorCode.ORDER_NOT_FOUND, 'Deposit order was not found', 404);

/** What the page script reads: the state and the message a failure shows. */
const orderView = (order: DepositOrderRow) => ({
  status: order.status,
  final: isFinal(order.status),
  message: order.failureMessage || STATE_TEXT[order.status] || order.status,
});

/** Return addresses into the app's `/#/payment/{provider}/...` routes, by outcome. */
function returnAddresses(order: DepositOrderRow, siteCode: string): Record<string, string> {
  const provider = RETURN_PROVIDER[order.flow as DepositFlowValue] ?? 'cpay';
  const base = `${order.appOrigin}/#/payment/${provider}`;
  const id = encodeURIComponent(order.externalId);
  if (order.flow === 'paypal') {
    const query = `biz_id=${id}&c_site=${encodeURIComponent(siteCode)}`;
    return {
      'return-success': `${base}/return?payStatus=payReturn&${query}`,
      'return-pending': `${base}/return?payStatus=payReturn&${query}`,
      'return-fail': `${base}/return?payStatus=payError&${query}`,
      'return-cancel': `${base}/return?payStatus=payCancel&${query}`,
    };
  }
  return {
    'return-success': `${base}/return?order_id=${id}&status=success`,
    'return-pending': `${base}/return?order_id=${id}&status=pending`,
    'return-fail': `${base}/return?order_id=${id}&status=fail`,
    'return-cancel': `${base}/cancel?order_id=${id}&status=cancel`,
  };
}

/**
 * The simulated payment providers' pages (`/sim/pay/...`): the card processing window, the
 * onlyPay tab, the polled frame, the stripe-style frame and the PayPal frame, and the JSON
 * calls their buttons make. Every press goes through the deposit order state machine.
 */
export function registerPaymentPages(app: FastifyInstance) {
  const siteCode = paypalSiteCode(app.env.SITE_NAME);

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', PAY_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  const pageModel = (order: DepositOrderRow, kind: string): PayPageModel => {
    const provider = PROVIDERS[kind] ?? { name: 'Payment', color: '#1a1f71' };
    const reference = kind === 'card' ? String(order.id) : order.externalId;
    return {
      title: `${provider.name} – ${app.env.SITE_NAME}`,
      provider: provider.name,
      brandColor: provider.color,
      siteName: app.env.SITE_NAME,
      amountText: moneyText(order.amount, order.currency),
      reference,
      cardForm: kind === 'stripe',
      buttons: kind !== 'card',
      stateText: STATE_TEXT[order.status] ?? order.status,
      stateClass: order.status,
      data: {
        kind,
        'status-url':
          kind === 'card'
            ? cardStatusPath(order.id, order.secret ?? '')
            : `/sim/pay/api/orders/${encodeURIComponent(order.externalId)}`,
        'act-url': `/sim/pay/api/orders/${encodeURIComponent(order.externalId)}`,
        'app-origin': order.appOrigin,
        ...returnAddresses(order, siteCode),
      },
    };
  };

  const servePage = (kind: string, find: (query: unknown) => DepositOrderRow | null) => {
    return async (request: { query: unknown }, reply: FastifyReply) => {
      const order = find(request.query);
      if (!order)
        return sendPage(reply, renderPayErrorPage('This payment link is not valid or has expired.'), 404);
      const current = advanceOrder(app.db, order, app.clock.now());
      return sendPage(reply, renderPayPage(pageModel(current, kind)));
    };
  };

  const byExternalId = (flows: string[]) => (query: unknown) => {
    const parsed = orderQuery.safeParse(query);
    const order = parsed.success ? findDepositOrderByExternalId(app.db, parsed.data.order) : null;
    return order && flows.includes(order.flow) ? order : null;
  };

  /**
   * A card order by its deposit id and its secret: the id is a counter, so without the secret
   * anyone could read every card deposit's page and outcome, as the PayPal pages never allowed.
   */
  const cardOrder = (id: number, query: unknown) => {
    const secret = secretQuery.safeParse(query);
    if (!secret.success || id <= 0) return null;
    const order = findDepositOrder(app.db, id);
    if (!order?.secret || !['card', 'cattl'].includes(order.flow)) return null;
    return sameSecret(secret.data.sk, order.secret) ? order : null;
  };

  app.get(
    CARD_PAGE,
    servePage('card', (query) => {
      const parsed = orderQuery.safeParse(query);
      const id = parsed.success && /^\d{1,12}$/.test(parsed.data.order) ? Number(parsed.data.order) : 0;
      return cardOrder(id, query);
    }),
  );
  app.get('/sim/pay/onlypay', servePage('onlypay', byExternalId(['onlypay'])));
  app.get('/sim/pay/frame', servePage('payp', byExternalId(['payp'])));
  app.get('/sim/pay/stripe', servePage('stripe', byExternalId(['stripe'])));
  app.get(
    '/sim/pay/paypal',
    servePage('paypal', (query) => {
      const parsed = paypalQuery.safeParse(query);
      if (!parsed.success || parsed.data.c_site !== siteCode) return null;
      const order = findDepositOrderByExternalId(app.db, parsed.data.biz_id);
      // The frame address carries the order's secret: without it the page does not open.
      return order?.flow === 'paypal' && order.secret && sameSecret(parsed.data.sk, order.secret)
        ? order
        : null;
    }),
  );

  app.get('/sim/pay/assets/pay-page.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(PAGE_SCRIPT),
  );

  const requirePageOrder = (externalId: string) => {
    const order = findDepositOrderByExternalId(app.db, externalId);
    if (!order || !['onlypay', 'payp', 'stripe', 'paypal'].includes(order.flow)) throw notFoundError();
    return order;
  };

  app.get(CARD_STATUS_ROUTE, async (request) => {
    const id = Number((request.params as { id: string }).id);
    const order = cardOrder(Number.isInteger(id) ? id : 0, request.query);
    if (!order) throw notFoundError();
    return ok(orderView(advanceOrder(app.db, order, app.clock.now())));
  });

  app.get('/sim/pay/api/orders/:externalId', async (request) => {
    const order = requirePageOrder((request.params as { externalId: string }).externalId);
    return ok(orderView(advanceOrder(app.db, order, app.clock.now())));
  });

  app.post('/sim/pay/api/orders/:externalId/:action', async (request) => {
    const { externalId, action } = request.params as { externalId: string; action: string };
    const order = requirePageOrder(externalId);
    const now = app.clock.now();
    if (action === 'fail')
      return ok(
        orderView(
          settleOrder(app.db, order.id, 'failed', now, 'The payment was declined on the provider page'),
        ),
      );
    if (action === 'cancel')
      return ok(orderView(settleOrder(app.db, order.id, 'cancelled', now, 'The payment was cancelled')));
    if (action !== 'pay') throw new EnvelopeError(ApiErrorCode.UNKNOWN_PATH, 'Unknown payment action', 404);
    if (order.flow !== 'stripe') return ok(orderView(startProcessing(app.db, order, now)));
    const parsed = cardPayload.safeParse(request.body ?? {});
    if (!parsed.success)
      throw new EnvelopeError(ApiErrorCode.VALIDATION_FAILED, 'Enter the card details', 400);
    const card = parsed.data;
    const fields = {
      cardNum: (card.cardNum ?? '').replace(/\s+/g, ''),
      cardCvv: (card.cardCvv ?? '').trim(),
      expireMonth: (card.expireMonth ?? '').trim().padStart(2, '0'),
      expireYear: (card.expireYear ?? '').trim(),
    };
    checkCardCore(fields, now);
    return ok(orderView(startProcessing(app.db, order, now, { cardNum: fields.cardNum })));
  });
}
