import { MemberBadgeLevel, MemberLevel } from '@casino/contracts/vip/enums';
import type { MedalKind } from '../../../shared/ui/icon';

/**
 * Store level (bronze 10, silver 20, gold 30, diamond 40) → the lowest badge level (the session's
 * vipLevel, 1 Bronze … 5 Diamond) that may use it. Copied from `storeLevelToBadgeLevel` in
 * fixtures/src/rewards.ts, which the simulator enforces (the web app must not import fixtures):
 * the store's reading has no platinum, so platinum (4) reaches gold and diamond needs 5.
 */
const storeLevelToBadgeLevel: Readonly<Record<number, number>> = {
  [MemberLevel.BRONZE]: MemberBadgeLevel.BRONZE,
  [MemberLevel.SILVER]: MemberBadgeLevel.SILVER,
  [MemberLevel.GOLD]: MemberBadgeLevel.GOLD,
  [MemberLevel.DIAMOND]: MemberBadgeLevel.DIAMOND,
};

/** Whether a member of `badgeLevel` may redeem a package of `storeLevel`. */
export function canUseStoreLevel(storeLevel: number, badgeLevel: number): boolean {
  const needed = storeLevelToBadgeLevel[storeLevel];
  return needed !== undefined && badgeLevel >= needed;
}

/** The shell's level name key (common namespace) and an icon for a store level. */
export function storeLevelLook(storeLevel: number): { nameKey: StoreLevelNameKey; icon: MedalKind } {
  switch (storeLevel) {
    case MemberLevel.BRONZE:
      return { nameKey: 'shell.levels.bronze', icon: 'bronze' };
    case MemberLevel.SILVER:
      return { nameKey: 'shell.levels.silver', icon: 'silver' };
    case MemberLevel.GOLD:
      return { nameKey: 'shell.levels.gold', icon: 'gold' };
    default:
      return { nameKey: 'shell.levels.diamond', icon: 'diamond' };
  }
}

type StoreLevelNameKey =
  | 'shell.levels.bronze'
  | 'shell.levels.silver'
  | 'shell.levels.gold'
  | 'shell.levels.diamond';
