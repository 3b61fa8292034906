import { AccessStatus } from '@casino/contracts/settings/enums';
import { AccessPolicySchema } from '@casino/contracts/settings/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiHandlers } from '../../api/handlers';
import { registerChatVendor } from '../../providers/chat/chat-routes';
import { registerMediaHost } from '../../providers/media/media-routes';
import { registerTrackingVendor } from '../../providers/tracking/tracking-routes';
import { readSetting, SettingName } from './settings-repository';

const optionalText = z.string().nullable();

/** Contact settings, chat availability, the two scripts and the access policy. */
export function createSettingsHandlers(app: FastifyInstance) {
  return {
    checkChatAvailable: () => readSetting(app.db, SettingName.CHAT_AVAILABLE, z.boolean(), false),

    contactUsSetting: () => ({
      withdrawRulePageUrl: readSetting(app.db, SettingName.WITHDRAW_RULE_PAGE_URL, optionalText, null),
      promotionPageUrl: readSetting(app.db, SettingName.PROMOTION_PAGE_URL, optionalText, null),
      telegramLink: readSetting(app.db, SettingName.TELEGRAM_LINK, optionalText, null),
      whatsAppNumber: readSetting(app.db, SettingName.WHATSAPP_NUMBER, optionalText, null),
      whatsAppQrCode: readSetting(
        app.db,
        SettingName.WHATSAPP_QR_CODE,
        z.number().int().positive().nullable(),
        null,
      ),
    }),

    // The contract names the two scripts; an unset one answers '' (the app then injects nothing).
    acquireSetting: ({ input }) => readSetting(app.db, input.name, z.string(), ''),

    // A missing or broken policy row must not lock everyone out: it reads as allowed.
    accessPolicy: () =>
      readSetting(app.db, SettingName.ACCESS_POLICY, AccessPolicySchema, {
        status: AccessStatus.ALLOWED,
        url: null,
      }),
  } satisfies Partial<ApiHandlers>;
}

/** The simulated vendors behind the two scripts, and the crypto guide's media host. */
export function registerSettingsVendors(app: FastifyInstance) {
  registerChatVendor(app);
  registerTrackingVendor(app);
  registerMediaHost(app);
}
