import { randomBytes } from 'node:crypto';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import {
  CashOrderStatus,
  type CashOrderStatusValue,
  DepositPollingStatus,
  type DepositPollingStatusValue,
  FrameOrderStatus,
  type FrameOrderStatusValue,
} from '@casino/contracts/deposits/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberRow } from '../../db/db-types';
import { businessError } from '../../errors';
import { assertDepositAllowed } from '../protection/protection-guards';
import type { DepositFlowValue } from './deposit-flows';
import { DepositOrderState } from './deposit-order-machine';
import { planDeposit } from './deposit-plan';
import {
  type DepositOrderRow,
  findDepositOrder,
  findDepositOrderByExternalId,
  insertDepositOrder,
  type NewDepositOrder,
} from './deposits-repository';

/** Provider-style order ids: a provider's prefix and random hex (the provider pages act by it). */
export const EXTERNAL_ID_PREFIX: Record<DepositFlowValue, string> = {
  card: 'VM',
  cattl: 'CTL',
  onlypay: 'OP',
  cash: 'CA',
  payp: 'PP',
  stripe: 'cs_test_',
  paypal: 'PAYID-',
  crypto: 'CHG',
  crypt: 'CRY',
};

export function newExternalId(flow: DepositFlowValue): string {
  const random = randomBytes(8).toString('hex');
  return `${EXTERNAL_ID_PREFIX[flow]}${flow === 'paypal' || flow === 'crypto' ? random.toUpperCase() : random}`;
}

const ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The app's origin, where provider pages send the payer back: the browser's Origin header
 * (through the dev proxy it differs from our host), else the address the call came to.
 */
export function appOriginOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && ORIGIN_PATTERN.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

export interface NewOrderRequest {
  member: MemberRow;
  flow: DepositFlowValue;
  methodCode: string;
  amountMinor: number;
  cardNum?: string;
  appOrigin: string;
  /** Flow-specific columns (coin, address, secret...). */
  extra?: Partial<NewDepositOrder>;
}

/**
 * Plans (QA rule, test value, default) and stores a new order: every deposit path comes here.
 * Player protection (no break or self-exclusion, room under the deposit limits, counting open
 * orders) is checked in the same synchronous transaction as the insert, so parallel deposits
 * cannot together pass a limit.
 */
export function createDepositOrder(app: FastifyInstance, request: NewOrderRequest): DepositOrderRow {
  const now = app.clock.now();
  return app.db.transaction((tx) => {
    assertDepositAllowed(tx, request.member, request.amountMinor, now);
    const plan = planDeposit(app.outcomeRules, {
      flow: request.flow,
      methodCode: request.methodCode,
      memberId: request.member.id,
      amountMinor: request.amountMinor,
      ...(request.cardNum === undefined ? {} : { cardNum: request.cardNum }),
      now,
    });
    return insertDepositOrder(tx, {
      memberId: request.member.id,
      methodCode: request.methodCode,
      flow: request.flow,
      externalId: newExternalId(request.flow),
      amount: request.amountMinor,
      currency: request.member.currency,
      status: DepositOrderState.CREATED,
      plannedOutcome: plan.outcome,
      planSource: plan.source,
      failureMessage: plan.outcome === 'success' ? '' : plan.message,
      resolveAt: plan.resolveAt,
      resolveAfterPolls: plan.resolveAfterPolls,
      cardLast4: request.cardNum?.slice(-4) ?? null,
      appOrigin: request.appOrigin,
      createTime: now,
      updateTime: now,
      ...request.extra,
    });
  });
}

/** No order of the caller's with that id (someone else's does not exist for them): answered as ORDER_NOT_FOUND. */
export const orderNotFound = () => businessError(ApiErrorCode.ORDER_NOT_FOUND, 'Deposit order was not found');

/** The caller's order by provider id; someone else's does not exist for them. */
export function requireOwnOrderByExternalId(app: FastifyInstance, member: MemberRow, externalId: string) {
  const order = findDepositOrderByExternalId(app.db, externalId);
  if (!order || order.memberId !== member.id) throw orderNotFound();
  return order;
}

export function requireOwnOrder(app: FastifyInstance, member: MemberRow, depositId: number) {
  const order = findDepositOrder(app.db, depositId);
  if (!order || order.memberId !== member.id) throw orderNotFound();
  return order;
}

const isOpen = (status: string) =>
  status === DepositOrderState.CREATED || status === DepositOrderState.PENDING;

/** Cash findOrder's odd reading (spec): 'false' is SUCCESS, 'true' FAILURE, 'wait' meanwhile. */
export function cashStatusOf(status: string): CashOrderStatusValue {
  if (status === DepositOrderState.SUCCESS) return CashOrderStatus.SUCCESS;
  return isOpen(status) ? CashOrderStatus.WAIT : CashOrderStatus.FAILURE;
}

/** Frame providers: 'true' success, 'false' failure, 'wait' meanwhile. */
export function frameStatusOf(status: string): FrameOrderStatusValue {
  if (status === DepositOrderState.SUCCESS) return FrameOrderStatus.SUCCESS;
  return isOpen(status) ? FrameOrderStatus.PENDING : FrameOrderStatus.FAILURE;
}

/** Crypto pollingStatus: 10 success (spec); ours: 0 open, 20 failed or cancelled, 30 expired. */
export function pollingStatusOf(status: string): DepositPollingStatusValue {
  if (status === DepositOrderState.SUCCESS) return DepositPollingStatus.SUCCESS;
  if (status === DepositOrderState.EXPIRED) return DepositPollingStatus.EXPIRED;
  return isOpen(status) ? DepositPollingStatus.PENDING : DepositPollingStatus.FAILED;
}
