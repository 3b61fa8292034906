import { MemberLevel } from '@casino/contracts/vip/enums';
import type { MedalKind } from '../../../shared/ui/icon';

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
