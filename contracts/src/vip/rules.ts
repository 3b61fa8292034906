import { MemberBadgeLevel, MemberLevel } from './enums';

/** The VIP constants of spec 02 §9: points, the store, Monday cashback and Friday Fun. */
export const VipRules = {
  WAGERED_PER_POINT: 10,
  /** Under this many points the store shows 'No packages'. */
  STORE_MIN_POINTS: 100,
  /** By badge, Bronze to Diamond; paid Mondays for the week Monday 00:01 to Sunday 23:59 UTC. */
  CASHBACK_PERCENT_BY_LEVEL: [5, 8, 12, 15, 20],
  CASHBACK_MIN: 1,
  FRIDAY_FUN_MIN_DEPOSIT_BY_LEVEL: [100, 150, 200, 250, 300],
  FRIDAY_FUN_REAL_BALANCE_BELOW_BY_LEVEL: [10, 20, 30, 40, 50],
  FRIDAY_FUN_BONUS_BY_LEVEL: [10, 20, 30, 40, 50],
} as const;

/**
 * Store level (bronze 10, silver 20, gold 30, diamond 40) → the lowest badge level (the session's
 * vipLevel, 1 Bronze … 5 Diamond) that may use it (spec 02 §4: a package above the member's level
 * blocks the redeem). The store's reading has no platinum, so platinum (4) reaches gold and
 * diamond needs 5.
 */
export const storeLevelToBadgeLevel: Readonly<Record<number, number>> = {
  [MemberLevel.BRONZE]: MemberBadgeLevel.BRONZE,
  [MemberLevel.SILVER]: MemberBadgeLevel.SILVER,
  [MemberLevel.GOLD]: MemberBadgeLevel.GOLD,
  [MemberLevel.DIAMOND]: MemberBadgeLevel.DIAMOND,
};

/** Whether a member of `badgeLevel` (0-5; 0 is below bronze) may redeem a package of `storeLevel`. */
export function canUseStoreLevel(storeLevel: number, badgeLevel: number): boolean {
  const needed = storeLevelToBadgeLevel[storeLevel];
  return needed !== undefined && badgeLevel >= needed;
}
