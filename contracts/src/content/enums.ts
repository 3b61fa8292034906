import type { z } from 'zod';
import { numberCodes, selfNamedCodes } from '../core/enums';

/** Enumerations of the content domain (spec 01 §3, spec 02 §3). */

export const [PromotionAction, promotionActionSchema] = selfNamedCodes([
  'DEPOSIT',
  'INVITE',
  'REGISTER',
  'LAUNCH_GAME',
  'CLOSE_ONLY',
]);
export type PromotionActionValue = z.infer<typeof promotionActionSchema>;

/** The spec fixes only 0 (internal link); 1 for an external link is ours. */
export const [BannerType, bannerTypeSchema] = numberCodes({ INTERNAL_LINK: 0, EXTERNAL_LINK: 1 });
export type BannerTypeValue = z.infer<typeof bannerTypeSchema>;
