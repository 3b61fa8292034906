import { endpoints } from '@casino/contracts/registry';
import type { CashoutPaymentMethod } from '@casino/contracts/withdrawals/schemas';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { listAll, listPage } from '../../api/list-query';
import { assertOwnMemberId } from '../../api/member-scope';
import { cashoutPaymentMethods, withdrawals } from '../../db/schema/index';
import { convertFieldFilters, equalityValuesOf } from '../reference/list-payload';
import { listFieldsOf } from './list-fields';
import { dueWithdrawals } from './withdrawals-repository';
import {
  applyWithdrawal,
  cancelWithdrawal,
  progressDueWithdrawals,
  toWithdrawalRecord,
  withdrawConfigFor,
} from './withdrawals-service';

const withdrawalListFields = listFieldsOf(endpoints.withdrawListPage.request);
const cashoutMethodListFields = listFieldsOf(endpoints.cashoutPaymentMethodListAll.request);

/** Times travel as ISO strings and are stored as epoch ms; an unreadable time matches nothing. */
const toEpochMs = (value: unknown) => {
  const ms = Date.parse(String(value));
  return Number.isNaN(ms) ? -1 : ms;
};

/** The withdrawals' automatic progression, on the simulator clock. */
export function registerWithdrawalJobs(app: FastifyInstance) {
  app.jobList.register('withdrawals.progress', (now) =>
    progressDueWithdrawals(app.db, now, () => dueWithdrawals(app.db, now)),
  );
}

/** Handlers of the cash-out calls (spec 02 §7). */
export function createWithdrawalHandlers(app: FastifyInstance) {
  return {
    withdrawConfig: ({ requireMember }) => withdrawConfigFor(app.db, requireMember().id),

    cashoutPaymentMethodListAll: ({ input }) =>
      listAll(app.db, cashoutPaymentMethods, input, {
        fields: cashoutMethodListFields,
        columns: { enabled: cashoutPaymentMethods.enabled, code: cashoutPaymentMethods.code },
        defaultOrder: [asc(cashoutPaymentMethods.sortIndex), asc(cashoutPaymentMethods.code)],
      }).map(
        // Rows hold codes and flags the seed took from the contract's own enumerations.
        (method) =>
          ({ code: method.code, name: method.name, enabled: method.enabled }) as CashoutPaymentMethod,
      ),

    withdrawApply: ({ input, requireMember }) => {
      const member = requireMember();
      const row = applyWithdrawal(app.db, member, input, app.clock.now(), (method, memberId) =>
        app.outcomeRules.take('withdrawal', method, memberId),
      );
      return toWithdrawalRecord(row);
    },

    withdrawListPage: ({ input, requireMember }) => {
      const member = requireMember();
      for (const memberId of equalityValuesOf(input, 'memberId')) assertOwnMemberId(member, Number(memberId));
      const page = listPage(app.db, withdrawals, convertFieldFilters(input, 'createTime', toEpochMs), {
        fields: withdrawalListFields,
        columns: {
          memberId: withdrawals.memberId,
          status: withdrawals.status,
          createTime: withdrawals.createTime,
        },
        scope: [eq(withdrawals.memberId, member.id)],
        defaultOrder: [desc(withdrawals.createTime), desc(withdrawals.id)],
      });
      return { ...page, content: page.content.map(toWithdrawalRecord) };
    },

    withdrawCancel: ({ input, requireMember }) =>
      toWithdrawalRecord(cancelWithdrawal(app.db, requireMember().id, input.id, app.clock.now())),
  } satisfies Partial<ApiHandlers>;
}
