import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../api/implement';
import { assertOwnMemberId } from '../../api/member-scope';
import { notFound } from '../../errors';
import { toMajor } from '../ledger/money';
import { findInviteStanding, listInviteConfigs } from './invites-repository';
import { redeemInviteTier } from './invites-service';

/** Invite tiers, the member's invite standing and tier redemption. */
export async function registerInviteRoutes(app: FastifyInstance) {
  implement(app, endpoints.inviteConfigListAll, ({ input }) =>
    listInviteConfigs(app.db, input).map((tier) => ({
      id: tier.id,
      personCount: tier.personCount,
      bonusAmount: toMajor(tier.bonusAmount),
    })),
  );

  implement(app, endpoints.getMember, ({ input, requireMember }) => {
    const member = requireMember();
    assertOwnMemberId(member, input.id);
    const standing = findInviteStanding(app.db, member.id);
    if (!standing) throw notFound('Member');
    return { id: standing.id, childCount: standing.childCount, treasureIndex: standing.treasureIndex };
  });

  implement(app, endpoints.receiveInviteBonus, ({ input, requireMember }) => {
    const member = requireMember();
    assertOwnMemberId(member, input.id);
    redeemInviteTier(app.db, {
      memberId: member.id,
      inviteConfigId: input.inviteConfigId,
      now: app.clock.now(),
    });
    return null;
  });
}
