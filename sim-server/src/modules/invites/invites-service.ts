import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { NewsType } from '@casino/contracts/news/enums';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { eq } from 'drizzle-orm';
import type { SimDatabase } from '../../db/database';
import { inviteRedemptions, members } from '../../db/schema/index';
import { businessError, notFound } from '../../errors';
import { postLedgerEntry } from '../ledger/ledger-service';
import { moneyText } from '../ledger/money';
import { addNews } from '../news/news-service';
import { findInviteConfig, findInviteStanding } from './invites-repository';

const alreadyTaken = () =>
  businessError(ApiErrorCode.BONUS_ALREADY_TAKEN, 'This invite reward was already redeemed');

/**
 * Redeems an invite tier (spec 01 section 4): allowed when `treasureIndex < personCount <=
 * childCount`. Pays the tier's bonus once, into the bonus wallet (invite rewards are bonus
 * money: playable, not withdrawable), moves `treasureIndex` to the tier, records the
 * redemption and writes a share news item, all in one transaction. The redemption's unique
 * row and the ledger reference both make a second redeem of the same tier impossible.
 */
export function redeemInviteTier(
  db: SimDatabase,
  request: { memberId: number; inviteConfigId: number; now: number },
) {
  db.transaction((tx) => {
    const tier = findInviteConfig(tx, request.inviteConfigId);
    if (!tier) throw notFound('Invite tier');
    const standing = findInviteStanding(tx, request.memberId);
    if (!standing) throw notFound('Member');
    if (standing.childCount < tier.personCount) {
      throw businessError(
        ApiErrorCode.BONUS_NOT_EARNED,
        `Invite ${tier.personCount} friends to earn this reward (you have invited ${standing.childCount})`,
      );
    }
    if (standing.treasureIndex >= tier.personCount) throw alreadyTaken();
    const redemption = tx
      .insert(inviteRedemptions)
      .values({ memberId: request.memberId, inviteConfigId: tier.id, createTime: request.now })
      .onConflictDoNothing()
      .returning({ id: inviteRedemptions.id })
      .get();
    if (!redemption) throw alreadyTaken();
    const posted = postLedgerEntry(tx, {
      memberId: request.memberId,
      type: LedgerTransactionType.INVITE_AWARD,
      cashDelta: 0,
      bonusDelta: tier.bonusAmount,
      reference: `invite-award:${request.memberId}:${tier.id}`,
      note: `Invite reward for ${tier.personCount} invited players`,
      now: request.now,
    });
    if (!posted) throw alreadyTaken();
    tx.update(members).set({ treasureIndex: tier.personCount }).where(eq(members.id, request.memberId)).run();
    addNews(tx, {
      memberId: request.memberId,
      type: NewsType.SHARE,
      message: `You received an invite reward of ${moneyText(tier.bonusAmount, standing.currency)} for inviting ${tier.personCount} ${tier.personCount === 1 ? 'friend' : 'friends'}.`,
      now: request.now,
    });
  });
}
