import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { assertOwnMemberId } from '../../api/member-scope';
import { notSignedIn } from '../../errors';
import { changePassword } from '../auth/password-service';

/**
 * Handlers of the signed-in member's own record (contract `member.ts`): the password change.
 * The password rules and session rotation live with sign-in in `../auth/password-service.ts`.
 */
export function createMemberHandlers(app: FastifyInstance) {
  return {
    changePassword: ({ input, requireMember, token }) => {
      const member = requireMember();
      assertOwnMemberId(member, input.id);
      if (!token) throw notSignedIn();
      changePassword(app, member, token, input.password);
      return null;
    },
  } satisfies Partial<ApiHandlers>;
}
