import { z } from 'zod';
import { fileIdSchema } from '../core/primitives';
import { accessStatusSchema } from './enums';

/** Schemas of the settings domain (spec 01 §3). */

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
