import type { z } from 'zod';
import { numberCodes } from '../core/enums';

/** Enumerations of the vip domain (spec 01 §3, spec 02 §3). */

/**
 * Member level as the VIP store reads it (spec 02). Note: this reading has four levels and no
 * platinum, while the badges below have five (platinum is 4 there); the two readings differ
 * and the spec keeps both.
 */
export const [MemberLevel, memberLevelSchema] = numberCodes({
  BRONZE: 10,
  SILVER: 20,
  GOLD: 30,
  DIAMOND: 40,
});
export type MemberLevelValue = z.infer<typeof memberLevelSchema>;

/**
 * Badge levels 1 Bronze to 5 Diamond, shown in the drawer and the VIP club. The session's
 * `memberType` carries this value ("1-5 for level display"), not `MemberType` below.
 */
export const [MemberBadgeLevel, memberBadgeLevelSchema] = numberCodes({
  BRONZE: 1,
  SILVER: 2,
  GOLD: 3,
  PLATINUM: 4,
  DIAMOND: 5,
});
export type MemberBadgeLevelValue = z.infer<typeof memberBadgeLevelSchema>;
