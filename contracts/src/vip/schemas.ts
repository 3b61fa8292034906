import { z } from 'zod';
import { positiveMoneySchema } from '../core/money';
import { idSchema } from '../core/primitives';
import { memberBadgeLevelSchema } from './enums';

/** VIP store packages and what a redeem did (spec 02 §3). */

export const VipStorePackageSchema = z.object({
  id: idSchema,
  /** Member level of the shared enumerations (bronze 10 … diamond 40); usable at or below the member's. */
  level: z.number().int(),
  /** Points the package costs. */
  points: z.number().int().positive(),
  /** Bonus credited on redeem. */
  bonus: positiveMoneySchema,
});
export type VipStorePackage = z.infer<typeof VipStorePackageSchema>;

/** Ours: what a redeem did, so the client can show it before the session refresh. */
export const VipRedeemResultSchema = z.object({
  packageId: idSchema,
  pointsSpent: z.number().int().positive(),
  bonus: positiveMoneySchema,
  /** The member's points left after the redeem. */
  vipPoints: z.number().int().nonnegative(),
});
export type VipRedeemResult = z.infer<typeof VipRedeemResultSchema>;

/**
 * A VIP club level and the points it needs. Five levels, so the badge reading (1 Bronze to 5
 * Diamond) is used here, not the store's 10/20/30/40.
 */
export const VipLevelSchema = z.object({
  level: memberBadgeLevelSchema,
  points: z.number().int().min(0),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;
