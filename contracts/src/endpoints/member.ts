import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MemberRecordSchema, PasswordChangeSchema } from '../entities/account';
import { idPayloadSchema, idSchema, noDataSchema } from '../entities/primitives';

const tags = ['member'] as const;

/**
 * The signed-in member's own record. Every `id` / `memberId` in these payloads must be the
 * token's member; the simulator refuses any other.
 */
export const memberEndpoints = {
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
  changePassword: defineEndpoint({
    path: '/sys/member/password/change',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    indicator: true,
    request: PasswordChangeSchema,
    response: noDataSchema,
    summary: 'Change the password (new and repeat must match)',
    ours: 'the answer is not shown; data is null',
    tags,
  }),
} as const;
