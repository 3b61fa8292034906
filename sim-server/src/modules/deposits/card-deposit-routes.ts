import { randomBytes } from 'node:crypto';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { CardDeposit } from '@casino/contracts/deposits/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import type { MemberRow } from '../../db/db-types';
import { businessError } from '../../errors';
import { payPagePath } from '../../providers/payments/payment-page-paths';
import { DepositFlow, type DepositFlowValue } from './deposit-flows';
import { advanceOrder, DepositOrderState, startProcessing } from './deposit-order-machine';
import { appOriginOf, createDepositOrder, requireOwnOrder } from './deposit-orders-service';
import { checkCardDeposit, checkNewDeposit } from './deposit-rules';
import type { DepositOrderRow } from './deposits-repository';

/** Checks a card deposit in the spec's order and makes its order (nothing is charged yet). */
function createCardOrder(
  app: FastifyInstance,
  member: MemberRow,
  card: CardDeposit,
  flow: DepositFlowValue,
  request: FastifyRequest,
) {
  const amountMinor = checkNewDeposit(app.db, member, card, card.paymentMethod, flow);
  checkCardDeposit(card, app.clock.now());
  return createDepositOrder(app, {
    member,
    flow,
    methodCode: card.paymentMethod,
    amountMinor,
    cardNum: card.cardNum,
    appOrigin: appOriginOf(request),
    // The card processing page opens only with it (a deposit id is a counter anyone can count).
    extra: { secret: randomBytes(12).toString('hex') },
  });
}

/**
 * A charged card answers at once: success, or the decline as an error (the app shows the
 * server's message in a warning dialog). Orders a QA rule holds back answer 'pending'; the
 * processing page follows them.
 */
function cardResult(order: DepositOrderRow) {
  if (order.status === DepositOrderState.FAILED) {
    throw businessError(ApiErrorCode.PAYMENT_DECLINED, order.failureMessage || 'Your card was declined');
  }
  if (order.status === DepositOrderState.CANCELLED || order.status === DepositOrderState.EXPIRED) {
    throw businessError(
      ApiErrorCode.PAYMENT_DECLINED,
      order.failureMessage || `The payment was ${order.status}`,
    );
  }
  return {
    depositId: order.id,
    status: order.status as 'success' | 'pending',
    ...(order.secret ? { sk: order.secret } : {}),
  };
}

export function createCardDepositHandlers(app: FastifyInstance) {
  return {
    creditcardDeposit: async ({ input, requireMember, request }) => {
      const order = createCardOrder(app, requireMember(), input, DepositFlow.CARD, request);
      return cardResult(advanceOrder(app.db, order, app.clock.now()));
    },

    cattlDeposit: async ({ input, requireMember, request }) => {
      const order = createCardOrder(app, requireMember(), input, DepositFlow.CATTL, request);
      return { id: order.id };
    },

    cattlPay: async ({ input, requireMember }) => {
      const order = requireOwnOrder(app, requireMember(), input.depositId);
      if (order.flow !== DepositFlow.CATTL) {
        throw businessError(ApiErrorCode.ORDER_NOT_FOUND, 'Deposit order was not found');
      }
      // Paying again answers the state the first pay left (a success is credited once).
      const now = app.clock.now();
      const current =
        order.status === DepositOrderState.CREATED
          ? startProcessing(app.db, order, now)
          : advanceOrder(app.db, order, now);
      return cardResult(current);
    },

    onlyPayDeposit: async ({ input, requireMember, request }) => {
      const order = createCardOrder(app, requireMember(), input, DepositFlow.ONLYPAY, request);
      return { payUrl: `${order.appOrigin}${payPagePath(order)}`, orderId: order.externalId };
    },
  } satisfies Partial<ApiHandlers>;
}
