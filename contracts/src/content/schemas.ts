import { z } from 'zod';
import { flagSchema } from '../core/enums';
import { fileIdSchema, idSchema } from '../core/primitives';
import { bannerTypeSchema, promotionActionSchema } from './enums';

/** Schemas of the content domain (spec 01 §3). */

/**
 * A home carousel slide. Type 0 links inside the app (`link` is a route); a slide with a
 * `gameId` opens that game (a visitor is asked to join first).
 */
export const BannerSchema = z.object({
  id: idSchema,
  image: fileIdSchema,
  mobileImage: fileIdSchema,
  /**
   * Ours (docs/deviations.md): the words the picture shows, in the asked language, for its alt
   * text. Optional: the operator's backend has no such field, and the app then names the slide
   * by its place in the carousel.
   */
  title: z.string().nullable().optional(),
  link: z.string().nullable(),
  type: bannerTypeSchema,
  gameId: idSchema.nullable(),
  sortIndex: z.number().int(),
  enabled: flagSchema,
});
export type Banner = z.infer<typeof BannerSchema>;

/** The popup shown after login or sign-up; the button runs `action`, then the popup closes. */
export const PromotionSchema = z.object({
  id: idSchema,
  buttonText: z.string().min(1),
  action: promotionActionSchema,
  /** The game LAUNCH_GAME opens; null for other actions. */
  gameId: idSchema.nullable(),
  bgImg: fileIdSchema,
  mobileBgImg: fileIdSchema,
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** An article (rules, legal and help pages). Colours and padding are CSS values, null = default. */
export const ArticleSchema = z.object({
  id: idSchema,
  content: z.string(),
  backgroundColor: z.string().nullable(),
  fontColor: z.string().nullable(),
  padding: z.string().nullable(),
});
export type Article = z.infer<typeof ArticleSchema>;
