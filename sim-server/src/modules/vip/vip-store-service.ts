import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { MemberLevel } from '@casino/contracts/vip/enums';
import { canUseStoreLevel } from '@casino/contracts/vip/rules';
import type { VipRedeemResult, VipStorePackage } from '@casino/contracts/vip/schemas';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { SimDatabase } from '../../db/database';
import { members } from '../../db/schema/index';
import { businessError, notFound } from '../../errors';
import { postLedgerEntry } from '../ledger/ledger-service';
import { toMajor } from '../ledger/money';
import { findVipStorePackage, type VipStorePackageRow } from './vip-repository';

const STORE_LEVEL_NAMES: Record<number, string> = {
  [MemberLevel.BRONZE]: 'Bronze',
  [MemberLevel.SILVER]: 'Silver',
  [MemberLevel.GOLD]: 'Gold',
  [MemberLevel.DIAMOND]: 'Diamond',
};

export function toVipStorePackage(row: VipStorePackageRow): VipStorePackage {
  return { id: row.id, level: row.level, points: row.points, bonus: toMajor(row.bonus) };
}

/**
 * Redeems a VIP store package: refused above the member's level or without the points;
 * otherwise spends the points (vipPoints only: lifetime points never go down) and pays the
 * bonus into the bonus wallet as a REDEEM ledger row, in one transaction. The points are
 * taken with a guarded update, so two redeems can never spend the same points.
 */
export function redeemVipPackage(
  db: SimDatabase,
  memberId: number,
  packageId: number,
  now: number,
): VipRedeemResult {
  return db.transaction((tx) => {
    const offer = findVipStorePackage(tx, packageId);
    if (!offer) throw notFound('VIP store package');
    const member = tx.select().from(members).where(eq(members.id, memberId)).get();
    if (!member) throw notFound('Member');
    if (!canUseStoreLevel(offer.level, member.vipLevel)) {
      throw businessError(
        ApiErrorCode.VIP_LEVEL_TOO_LOW,
        `This package is for ${STORE_LEVEL_NAMES[offer.level] ?? 'higher'} members and above`,
      );
    }
    const spent = tx
      .update(members)
      .set({ vipPoints: sql`${members.vipPoints} - ${offer.points}` })
      .where(and(eq(members.id, memberId), gte(members.vipPoints, offer.points)))
      .returning({ vipPoints: members.vipPoints })
      .get();
    if (!spent) {
      throw businessError(
        ApiErrorCode.NOT_ENOUGH_POINTS,
        `This package needs ${offer.points} points; you have ${member.vipPoints}`,
      );
    }
    postLedgerEntry(tx, {
      memberId,
      type: LedgerTransactionType.REDEEM,
      cashDelta: 0,
      bonusDelta: offer.bonus,
      note: `VIP store package ${offer.id} (${offer.points} points)`,
      now,
    });
    return {
      packageId: offer.id,
      pointsSpent: offer.points,
      bonus: toMajor(offer.bonus),
      vipPoints: spent.vipPoints,
    };
  });
}
