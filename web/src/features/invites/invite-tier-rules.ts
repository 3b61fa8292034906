import type { InviteConfig, MemberRecord } from '@casino/contracts/auth/schemas';

export interface InviteTierState {
  /** childCount has reached the tier's personCount: the box is highlighted. */
  reached: boolean;
  /** treasureIndex is at or above personCount: this tier (or a later one) was redeemed. */
  redeemed: boolean;
  /** The Redeem button is enabled. */
  redeemable: boolean;
  /** Friends still to invite before the tier is reached (0 once reached). */
  remaining: number;
}

/**
 * Spec 01 section 4: the Redeem button is disabled when treasureIndex >= personCount or when
 * childCount < personCount; the box is highlighted when childCount >= personCount.
 */
export function inviteTierState(
  tier: Pick<InviteConfig, 'personCount'>,
  member: Pick<MemberRecord, 'childCount' | 'treasureIndex'>,
): InviteTierState {
  const reached = member.childCount >= tier.personCount;
  const redeemed = member.treasureIndex >= tier.personCount;
  return {
    reached,
    redeemed,
    redeemable: reached && !redeemed,
    remaining: Math.max(0, tier.personCount - member.childCount),
  };
}

/** The link a member shares: `{host}/#/?code={invitationCode}` (spec 01 section 2). */
export function inviteLink(origin: string, invitationCode: string): string {
  return `${origin}/#/?code=${encodeURIComponent(invitationCode)}`;
}
