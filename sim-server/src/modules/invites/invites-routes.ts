import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { assertOwnMemberId } from '../../api/member-scope';
import { notFound } from '../../errors';
import { toMajor } from '../ledger/money';
import { findInviteStanding, listInviteConfigs } from './invites-repository';
import { redeemInviteTier } from './invites-service';

/** Invite tiers, the member's invite standing and tier redemption. */
export function createInviteHandlers(app: FastifyInstance) {
  return {
    inviteConfigListAll: ({ input }) =>
      listInviteConfigs(app.db, input).map((tier) => ({
        id: tier.id,
        personCount: tier.personCount,
        bonusAmount: toMajor(tier.bonusAmount),
      })),

    getMember: ({ input, requireMember }) => {
      const member = requireMember();
      assertOwnMemberId(member, input.id);
      const standing = findInviteStanding(app.db, member.id);
      if (!standing) throw notFound('Member');
      return { id: standing.id, childCount: standing.childCount, treasureIndex: standing.treasureIndex };
    },

    receiveInviteBonus: ({ input, requireMember }) => {
      const member = requireMember();
      assertOwnMemberId(member, input.id);
      redeemInviteTier(app.db, {
        memberId: member.id,
        inviteConfigId: input.inviteConfigId,
        now: app.clock.now(),
      });
      return null;
    },
  } satisfies Partial<ApiHandlers>;
}
