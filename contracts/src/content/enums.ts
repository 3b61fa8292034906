import { z } from 'zod';
import { codesNamedAsThemselves } from '../core/enums';

/** Enumerations of the content domain (spec 01 §3, spec 02 §3) (cut from `enums.ts`, issue 31). */

export const PromotionAction = codesNamedAsThemselves([
  'DEPOSIT',
  'INVITE',
  'REGISTER',
  'LAUNCH_GAME',
  'CLOSE_ONLY',
]);
export const promotionActionSchema = z.enum(PromotionAction);
export type PromotionActionValue = z.infer<typeof promotionActionSchema>;

/** The spec fixes only 0 (internal link); 1 for an external link is ours. */
export const BannerType = { INTERNAL_LINK: 0, EXTERNAL_LINK: 1 } as const;
export const bannerTypeSchema = z.literal(Object.values(BannerType));
export type BannerTypeValue = z.infer<typeof bannerTypeSchema>;
