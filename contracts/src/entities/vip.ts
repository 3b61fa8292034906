import { z } from 'zod';
import { positiveMoneySchema } from './money';
import { idSchema } from './primitives';

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
