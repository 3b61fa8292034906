import { z } from 'zod';
import { InviteConfigSchema, MemberRecordSchema } from '../auth/schemas';
import { defineEndpoint } from '../core/endpoint';
import { idPayloadSchema, idSchema, noDataSchema } from '../core/primitives';
import { listQuerySchema } from '../core/query-words';

const tags = ['invites'] as const;

export const inviteConfigListFields = { id: idSchema, personCount: z.number(), bonusAmount: z.number() };

/**
 * Invite rewards: the tiers, the member's invite standing and redeeming a reached tier. Every
 * `id` in these payloads must be the token's member; the simulator refuses any other.
 */
export const inviteEndpoints = {
  inviteConfigListAll: defineEndpoint({
    path: '/base/inviteConfig/listAll',
    method: 'POST',
    encoding: 'json',
    auth: 'public',
    indicator: true,
    request: listQuerySchema(inviteConfigListFields, { paged: false }),
    response: z.array(InviteConfigSchema),
    summary: 'Invite-reward tiers (personCount_0 ASC)',
    tags,
  }),
  getMember: defineEndpoint({
    path: '/sys/member/getMember',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: idPayloadSchema,
    response: MemberRecordSchema,
    summary: 'Invited-player count and redeemed invite tier of the member',
    tags,
  }),
  receiveInviteBonus: defineEndpoint({
    path: '/sys/member/receiveInviteBonus',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: z.strictObject({ id: idSchema, inviteConfigId: idSchema }),
    response: noDataSchema,
    summary: 'Redeem the bonus of an invite tier the member has reached',
    ours: 'the answer is not shown (the client refreshes the token); data is null',
    tags,
  }),
} as const;
