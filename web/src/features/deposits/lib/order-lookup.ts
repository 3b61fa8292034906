import {
  CashOrderStatus,
  DepositMethodCode,
  DepositOrderStatus,
  DepositPollingStatus,
  FrameOrderStatus,
} from '@casino/contracts/deposits/enums';
import type { FrameOrderLookup } from '@casino/contracts/deposits/schemas';
import { findCashOrder } from '../api/cash-find-order';
import { getDepositPollingStatus } from '../api/deposit-polling-status';
import type { OrderLookupOptions } from '../api/order-lookup-call';
import { findPolledFrameOrder } from '../api/payp-find-order';
import { findPaypalOrder } from '../api/paypal-find-order';
import { findStripeOrder } from '../api/stripe-find-order';
import type { OpenOrder } from './open-orders';

/** Where an order stands, read from its method's own look-up answer. */
export type OrderState = 'open' | 'success' | 'failed' | 'cancelled';

/** payp, stripe and PayPal: 'true' success, 'false' failure (a cancel by our state), else open. */
export function frameOrderState({ status, state }: FrameOrderLookup): OrderState {
  if (status === FrameOrderStatus.SUCCESS) return 'success';
  if (status !== FrameOrderStatus.FAILURE) return 'open';
  return state === DepositOrderStatus.CANCELLED ? 'cancelled' : 'failed';
}

/** `pollingStatus`: 10 success; ours 20 failed, 30 expired; anything else open. */
export function pollingState(status: number): OrderState {
  if (status === DepositPollingStatus.SUCCESS) return 'success';
  if (status === DepositPollingStatus.FAILED || status === DepositPollingStatus.EXPIRED) return 'failed';
  return 'open';
}

/** Cash, sic: 'false' success, 'true' failure (spec 02 §4). */
function cashState(status: string): OrderState {
  if (status === CashOrderStatus.SUCCESS) return 'success';
  return status === CashOrderStatus.FAILURE ? 'failed' : 'open';
}

const M = DepositMethodCode;

/** Looks a kept order up with the call its method's screen uses (spec 02 §4, §7). */
export async function lookUpOpenOrder(order: OpenOrder, options: OrderLookupOptions): Promise<OrderState> {
  const { method, reference } = order;
  if (typeof reference === 'number') {
    // Card window, card processor and crypto: by deposit id.
    return pollingState(await getDepositPollingStatus({ id: reference }, options));
  }
  const orderId = reference;
  switch (method) {
    case M.CASH:
      return cashState((await findCashOrder({ orderId }, options)).status);
    case M.PAYPAL:
      return frameOrderState(await findPaypalOrder({ bizId: orderId, cSite: order.site ?? '' }, options));
    case M.STRIPE:
    case M.ONLYPAY:
    case M.PINGPONG:
      return frameOrderState(await findStripeOrder({ orderId }, options));
    default:
      return frameOrderState(await findPolledFrameOrder({ orderId }, options));
  }
}
