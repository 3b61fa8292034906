import { PasswordChangeSchema } from '../auth/schemas';
import { defineEndpoint } from '../core/endpoint';
import { noDataSchema } from '../core/primitives';

const tags = ['member'] as const;

/**
 * The signed-in member's own record. Every `id` / `memberId` in these payloads must be the
 * token's member; the simulator refuses any other.
 */
export const memberEndpoints = {
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
