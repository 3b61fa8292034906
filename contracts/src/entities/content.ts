import { z } from 'zod';
import {
  accessStatusSchema,
  bannerTypeSchema,
  flagSchema,
  memberBadgeLevelSchema,
  newsStatusSchema,
  newsTypeSchema,
  promotionActionSchema,
} from '../enums';
import { fileIdSchema, idSchema, isoDateTimeSchema } from './primitives';

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

/**
 * A VIP club level and the points it needs. Five levels, so the badge reading (1 Bronze to 5
 * Diamond) is used here, not the store's 10/20/30/40.
 */
export const VipLevelSchema = z.object({
  level: memberBadgeLevelSchema,
  points: z.number().int().min(0),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

/** An article (rules, legal and help pages). Colours and padding are CSS values, null = default. */
export const ArticleSchema = z.object({
  id: idSchema,
  content: z.string(),
  backgroundColor: z.string().nullable(),
  fontColor: z.string().nullable(),
  padding: z.string().nullable(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** What `/sys/sysSetting/contactUsSetting` answers; unset values are null. */
export const ContactUsSettingsSchema = z.object({
  withdrawRulePageUrl: z.string().nullable(),
  promotionPageUrl: z.string().nullable(),
  telegramLink: z.string().nullable(),
  /** Digits only, for a wa.me link. */
  whatsAppNumber: z.string().nullable(),
  /** Image file id of the WhatsApp QR code. */
  whatsAppQrCode: fileIdSchema.nullable(),
});
export type ContactUsSettings = z.infer<typeof ContactUsSettingsSchema>;

/**
 * All site settings of spec 01 section 3, as the simulator keeps them: the contact settings,
 * the two scripts `acquire` answers by name, and whether live chat is available now (what
 * `checkContactUsSetting` answers).
 */
export const SiteSettingsSchema = ContactUsSettingsSchema.extend({
  fbAdsScript: z.string(),
  liveChatScript: z.string(),
  contactUsStatus: z.boolean(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** Ours in its values: `status` 1 allowed, 0 restricted; `url` is where a restricted visitor goes. */
export const AccessPolicySchema = z.object({
  status: accessStatusSchema,
  url: z.string().nullable(),
});
export type AccessPolicy = z.infer<typeof AccessPolicySchema>;

/** A message-centre item: type withdraw 0 or share 10, status unread 0 or read 10. */
export const NewsItemSchema = z.object({
  id: idSchema,
  message: z.string(),
  type: newsTypeSchema,
  status: newsStatusSchema,
  memberId: idSchema,
  createTime: isoDateTimeSchema,
});
export type NewsItem = z.infer<typeof NewsItemSchema>;
