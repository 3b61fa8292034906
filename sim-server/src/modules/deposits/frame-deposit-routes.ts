import { randomBytes } from 'node:crypto';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { depositOrderStatusSchema } from '@casino/contracts/deposits/enums';
import type { FrameDeposit } from '@casino/contracts/deposits/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import type { MemberRow } from '../../db/db-types';
import { businessError } from '../../errors';
import { payPagePath, paypalSiteCode } from '../../providers/payments/payment-page-paths';
import { DepositFlow, type DepositFlowValue } from './deposit-flows';
import { advanceOrder } from './deposit-order-machine';
import {
  appOriginOf,
  createDepositOrder,
  frameStatusOf,
  requireOwnOrderByExternalId,
} from './deposit-orders-service';
import { checkNewDeposit } from './deposit-rules';

function createFrameOrder(
  app: FastifyInstance,
  member: MemberRow,
  body: FrameDeposit,
  flow: DepositFlowValue,
  request: FastifyRequest,
  extra: { secret?: string } = {},
) {
  const amountMinor = checkNewDeposit(app.db, member, body, body.paymentMethod, flow);
  return createDepositOrder(app, {
    member,
    flow,
    methodCode: body.paymentMethod,
    amountMinor,
    appOrigin: appOriginOf(request),
    extra,
  });
}

/**
 * One status look-up by the app: counts as a poll and brings the order up to date. The payp
 * and stripe look-ups take any of the caller's orders by provider id, so the onlyPay return
 * page (order_id in its address) can poll through them too. `state` (ours) tells a cancel from
 * a failure, which the spec's 'false' does not.
 */
function lookUp(app: FastifyInstance, member: MemberRow, externalId: string) {
  const order = requireOwnOrderByExternalId(app, member, externalId);
  const { status } = advanceOrder(app.db, order, app.clock.now(), true);
  return { status: frameStatusOf(status), state: depositOrderStatusSchema.parse(status) };
}

export function createFrameDepositHandlers(app: FastifyInstance) {
  const paypalLookUp = (member: MemberRow, bizId: string, cSite: string) => {
    if (cSite !== paypalSiteCode(app.env.SITE_NAME)) {
      throw businessError(ApiErrorCode.ORDER_NOT_FOUND, 'Deposit order was not found');
    }
    return lookUp(app, member, bizId);
  };

  return {
    paypDepositOrder: async ({ input, requireMember, request }) => {
      const order = createFrameOrder(app, requireMember(), input, DepositFlow.PAYP, request);
      return { orderurl: `${order.appOrigin}${payPagePath(order)}`, orderId: order.externalId };
    },

    paypFindOrder: async ({ input, requireMember }) => lookUp(app, requireMember(), input.orderId),

    stripeDepositOrder: async ({ input, requireMember, request }) => {
      const order = createFrameOrder(app, requireMember(), input, DepositFlow.STRIPE, request);
      return { iframe: `${order.appOrigin}${payPagePath(order)}`, orderId: order.externalId };
    },

    stripeFindOrder: async ({ input, requireMember }) => lookUp(app, requireMember(), input.orderId),

    paypalDepositOrder: async ({ input, requireMember, request }) => {
      const secret = randomBytes(12).toString('hex');
      const order = createFrameOrder(app, requireMember(), input, DepositFlow.PAYPAL, request, { secret });
      return { c_site: paypalSiteCode(app.env.SITE_NAME), biz_id: order.externalId, sk: secret };
    },

    paypalFindOrder: async ({ input, requireMember }) =>
      paypalLookUp(requireMember(), input.bizId, input.cSite),

    // The return page's one "check with the provider" call: the same up-to-date look-up.
    paypalTrigger: async ({ input, requireMember }) =>
      paypalLookUp(requireMember(), input.bizId, input.cSite),
  } satisfies Partial<ApiHandlers>;
}
