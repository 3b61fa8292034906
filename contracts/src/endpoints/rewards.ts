import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ledgerTransactionTypeSchema } from '../entities/money-enums';
import { idPayloadSchema, idSchema } from '../entities/primitives';
import {
  LedgerTransactionSchema,
  MemberDocumentsSchema,
  MemberDocumentsStateSchema,
  VipRedeemResultSchema,
  VipStorePackageSchema,
} from '../entities/rewards';
import { pagedSchema } from '../envelope';
import { listQuerySchema } from '../query-words';

/** Transaction history, identity documents and the VIP store (spec 02 §7). */

/** The history sends amount_GT 0, pageNum, pageSize 20 and createTime_0 DESC. */
const transactionListFields = {
  type: ledgerTransactionTypeSchema,
  amount: z.number(),
  /** ISO date-time, compared as text. */
  createTime: z.string(),
};

/** The store sends level and points ascending (level_0 ASC, points_1 ASC). */
const vipStoreListFields = {
  level: z.number().int(),
  points: z.number().int(),
  id: idSchema,
};

export const rewardEndpoints = {
  memberTransactionPage: defineEndpoint({
    path: '/sys/member/transaction/page',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: listQuerySchema(transactionListFields, { paged: true }),
    response: pagedSchema(LedgerTransactionSchema),
    summary: "A page of the member's ledger rows, newest first",
    tags: ['transactions'],
  }),
  memberDocumentsUpdate: defineEndpoint({
    path: '/sys/member/documents/update',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: MemberDocumentsSchema,
    response: MemberDocumentsStateSchema,
    summary: 'Submits the four identity proofs (uploaded file ids) for review',
    ours: 'spec: answer not shown; we return the stored proofs and their review status',
    tags: ['documents'],
  }),
  vipStoreListAll: defineEndpoint({
    path: '/base/vipStore/listAll',
    method: 'POST',
    encoding: 'json',
    auth: 'member',
    indicator: true,
    request: listQuerySchema(vipStoreListFields, { paged: false }),
    response: z.array(VipStorePackageSchema),
    summary: 'VIP store packages (level, points, bonus)',
    tags: ['vip'],
  }),
  vipStoreRedeem: defineEndpoint({
    path: '/sys/vipStore/redeem',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: idPayloadSchema,
    response: VipRedeemResultSchema,
    summary: 'Redeems VIP points for a package at or below the member level',
    ours: 'spec: answer not shown; we return the points spent, the bonus and the points left',
    tags: ['vip'],
  }),
} as const;
