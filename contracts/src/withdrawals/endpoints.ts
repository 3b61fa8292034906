import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { flagSchema } from '../core/enums';
import { pagedSchema } from '../core/envelope';
import { emptyPayloadSchema, idPayloadSchema, idSchema, listTimeSchema } from '../core/primitives';
import { listQuerySchema } from '../core/query-words';
import { cashoutMethodCodeSchema, withdrawStatusSchema } from './enums';
import {
  CashoutPaymentMethodSchema,
  WithdrawApplicationSchema,
  WithdrawalRecordSchema,
  WithdrawConfigSchema,
} from './schemas';

/** Cash-out calls of spec 02 §7. */

const tags = ['withdrawals'] as const;

/** The history sends memberId, pageNum, pageSize 20 and createTime_0 DESC. */
const withdrawalListFields = {
  memberId: idSchema,
  status: withdrawStatusSchema,
  /** ISO date-time; compared as text, which orders ISO instants of one offset correctly. */
  createTime: listTimeSchema,
};

/** The cash-out form sends enabled 1. */
const cashoutMethodListFields = {
  enabled: flagSchema,
  code: cashoutMethodCodeSchema,
};

export const withdrawalEndpoints = {
  withdrawConfig: defineEndpoint({
    path: '/sys/withdraw/config',
    aliases: ['/sys/member/withdraw/config'],
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: emptyPayloadSchema,
    response: WithdrawConfigSchema,
    summary: "The member's withdrawal limits, quick amounts and first-withdrawal deposit rule",
    tags,
  }),
  withdrawApply: defineEndpoint({
    path: '/sys/withdraw/apply',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: WithdrawApplicationSchema,
    response: WithdrawalRecordSchema,
    summary: 'Applies for a withdrawal; the funds are held until it ends',
    ours: 'spec: answer not shown; we return the new withdrawal record (status pending)',
    tags,
  }),
  withdrawListPage: defineEndpoint({
    path: '/sys/withdraw/listPage',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: listQuerySchema(withdrawalListFields, { paged: true }),
    response: pagedSchema(WithdrawalRecordSchema),
    summary: "A page of the member's withdrawals, newest first",
    tags,
  }),
  withdrawCancel: defineEndpoint({
    path: '/sys/withdraw/cancel',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: idPayloadSchema,
    response: WithdrawalRecordSchema,
    summary: 'Cancels a pending withdrawal and gives the funds back',
    ours: 'spec: answer not shown; we return the record, now cancelled',
    tags,
  }),
  cashoutPaymentMethodListAll: defineEndpoint({
    path: '/base/cashoutPaymentMethod/listAll',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: listQuerySchema(cashoutMethodListFields, { paged: false }),
    response: z.array(CashoutPaymentMethodSchema),
    summary: 'Cash-out methods (code, name)',
    tags,
  }),
} as const;
