import type { Scenario } from '@casino/contracts/control/scenario';
import { endpoints } from '@casino/contracts/registry';
import type { WithdrawApplication } from '@casino/contracts/withdrawals/schemas';
import type { FastifyInstance } from 'fastify';
import { openSession } from '../modules/auth/session-tokens';
import { advanceWithdrawal } from '../modules/withdrawals/withdrawal-lifecycle';
import { applyWithdrawal } from '../modules/withdrawals/withdrawals-service';
import { controlRefused, INTERNAL_REQUEST_HEADER } from './control-http';
import { applyMemberChanges, requireMember } from './member-control';

type DepositOrderInput = Scenario['depositOrders'][number];
type WithdrawalInput = Scenario['withdrawals'][number];

/** The member's own call that opens an order of each method, and its payload. */
function depositCall(
  order: DepositOrderInput,
  member: { id: number; firstName: string; lastName: string; email: string; mobile: string },
) {
  const frame = { amount: order.amount, memberId: member.id, paymentMethod: order.method };
  switch (order.method) {
    case 'CASH':
      return {
        path: endpoints.cashDepositOrder.path,
        payload: {
          memberId: member.id,
          amount: order.amount,
          depositAmount: order.amount,
          firstName: member.firstName || 'QA',
          lastName: member.lastName || 'Tester',
          email: member.email,
          mobile: member.mobile,
        },
      };
    case 'STRIPE':
      return { path: endpoints.stripeDepositOrder.path, payload: frame };
    case 'PAYP':
    case 'PAYPAL_POLL':
      return { path: endpoints.paypDepositOrder.path, payload: frame };
    case 'CRYPTO':
      return { path: endpoints.cryptoDeposit.path, payload: { amount: order.amount, memberId: member.id } };
    case 'CRYPT':
      return {
        path: endpoints.cryptDepositOrder.path,
        payload: { amount: order.amount, memberId: member.id, depositCurrency: 'btc' },
      };
  }
}

/**
 * Opens each order through the member's own call (so the deposits module's logic makes it),
 * with a one-off rule deciding how it ends ('never' keeps it open).
 */
export async function openDepositOrders(app: FastifyInstance, orders: Scenario['depositOrders']) {
  for (const [index, order] of orders.entries()) {
    const member = requireMember(app.db, order.username);
    app.outcomeRules.add({
      target: 'deposit',
      method: order.method,
      memberId: member.id,
      remaining: 1,
      outcome: order.outcome,
      delayMs: null,
      afterPolls: null,
    });
    const token = openSession(app.db, member.id, app.clock.now());
    const call = depositCall(order, member);
    const response = await app.inject({
      method: 'POST',
      url: `/api${call.path}`,
      headers: { 'content-type': 'application/json', authorization: token, [INTERNAL_REQUEST_HEADER]: '1' },
      payload: JSON.stringify(call.payload),
    });
    const answer = response.json() as { error: number; message: string };
    if (answer.error !== 0) {
      throw controlRefused(
        `depositOrders.${index}: the ${order.method} order was refused: ${answer.message}`,
      );
    }
  }
}

function payoutDetails(method: WithdrawalInput['method'], email: string): Partial<WithdrawApplication> {
  switch (method) {
    case 'BANK_CARD':
      return { routingNumber: '011000015', accountNumber: '000123456789', accountName: 'QA Tester' };
    case 'PAYPAL':
    case 'MERCADO_PAGO':
      return { email };
    case 'CPAY':
      return { payoutData: { accountName: 'QA Tester', toAccount: 'qa-wallet-001' } };
    case 'CASHAPP':
      return { accountNumber: '$qatester' };
    case 'BTC':
      return { accountNumber: 'bc1qqatesterqatesterqatesterqatesterqa0' };
  }
}

/**
 * Applies for each withdrawal through the withdrawals module (its rules, the held funds, the
 * news item; a QA rule may decide its fate), then moves it to the asked status.
 */
export function applyScenarioWithdrawals(app: FastifyInstance, list: Scenario['withdrawals']) {
  for (const [index, input] of list.entries()) {
    let member = requireMember(app.db, input.username);
    const now = app.clock.now();
    if (!member.idcardProofId || !member.paymentProofId) {
      member = app.db.transaction((tx) =>
        applyMemberChanges(tx, member, { documents: ['idcard', 'payment'] }, now),
      );
    }
    const application = {
      amount: input.amount,
      paymentMethod: input.method,
      ...payoutDetails(input.method, member.email),
      idcardProofId: member.idcardProofId ?? 0,
      paymentProofId: member.paymentProofId ?? 0,
      type: 0,
    } as WithdrawApplication;
    try {
      const row = applyWithdrawal(app.db, member, application, now, (method, memberId) =>
        app.outcomeRules.take('withdrawal', method, memberId),
      );
      if (input.status !== 0) advanceWithdrawal(app.db, row.id, input.status, now);
    } catch (cause) {
      throw controlRefused(`withdrawals.${index}: ${(cause as Error).message}`);
    }
  }
}
